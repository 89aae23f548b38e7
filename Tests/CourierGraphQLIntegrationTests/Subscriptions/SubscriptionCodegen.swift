import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// Generates the subscription types these tests use, from the integration server's schema and
/// ``operations``, into `Subscriptions/Generated/` (namespace `SubscriptionsAPI`, so the schema
/// types cannot collide with the rest of the target's).
enum SubscriptionCodegen {
    /// The operations, kept in Swift so the target needs no resource or exclude for them.
    static let operations = """
        subscription Count($to: Int!, $intervalMs: Int) { count(to: $to, intervalMs: $intervalMs) }
        subscription DropAfter($n: Int!, $intervalMs: Int, $code: Int, $abrupt: Boolean) {
          dropAfter(n: $n, intervalMs: $intervalMs, code: $code, abrupt: $abrupt)
        }
        subscription ConnectionParam($name: String!) { connectionParam(name: $name) }
        subscription LargeMessage($size: Int!) { largeMessage(size: $size) }
        subscription FailAfter($n: Int!) { failAfter(n: $n) }
        subscription ReviewAdded($episode: Episode) { reviewAdded(episode: $episode) { episode stars commentary } }
        """

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Generated")

    static let options = CodegenOptions {
        $0.schemaNamespace = "SubscriptionsAPI"
        $0.accessLevel = .internal
        $0.customScalars = ["Upload": "String"]
    }

    /// What the pipeline generates now, by relative path; file names get a `SubscriptionsAPI.`
    /// prefix because a module cannot hold two files with one name (the target's own `Generated/`
    /// has `Episode.graphql.swift` too). Contents are the pipeline's, unchanged.
    static func generate() throws -> [String: String] {
        let schema = try IntegrationCodegen.schema()
        let result = try CodegenPipeline(options: options).run(
            schema: schema, documents: [Source(operations, name: "Subscriptions.graphql")])
        return Dictionary(uniqueKeysWithValues: result.files.map { (prefixed($0.relativePath), $0.contents) })
    }

    private static func prefixed(_ path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        if let last = components.popLast() { components.append("SubscriptionsAPI." + last) }
        return components.joined(separator: "/")
    }

    /// The checked-in files, by relative path.
    static func checkedIn() throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return result
        }
        let prefix = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            result[String(path.dropFirst(prefix.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }

    /// Replaces `Generated/` with `files`.
    static func write(_ files: [String: String]) throws {
        try? FileManager.default.removeItem(at: directory)
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

import Foundation
import Testing

/// The generated sources this target compiles must be exactly the codegen goldens, so the
/// consumer tests always exercise what the generator produces.
@Suite struct GoldenCopyTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let prefix = directory.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return result
        }
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            result[String(path.dropFirst(prefix.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }

    @Test func compiledCopyIsIdenticalToGoldens() throws {
        let copy = try Self.swiftFiles(
            under: Self.testsDirectory.appendingPathComponent("StarWarsFixtureAPI/Generated"))
        let goldens = try Self.swiftFiles(
            under: Self.testsDirectory.appendingPathComponent("GraphQLCodegenTests/Goldens/StarWars"))
        #expect(!goldens.isEmpty)
        #expect(Set(copy.keys) == Set(goldens.keys))
        for (path, contents) in goldens where copy[path] != contents {
            Issue.record("Generated/\(path) differs from the golden; regenerate with COURIER_UPDATE_GOLDENS=1")
        }
    }
}

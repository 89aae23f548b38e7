import Foundation
import Testing
import GraphQLLanguage

/// The GraphQL fixture files copied into the test bundle.
enum Fixtures {
    /// The bundle's `Fixtures` folder.
    static var root: URL {
        get throws {
            try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        }
    }

    /// Every `.graphql`/`.graphqls` fixture, as paths relative to ``root``, sorted.
    static let allPaths: [String] = {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where ["graphql", "graphqls"].contains(url.pathExtension) {
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return paths.sorted()
    }()

    /// The text of a fixture.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A fixture as a named source.
    static func source(_ path: String) throws -> Source {
        Source(try text(path), name: path)
    }
}

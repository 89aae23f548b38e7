import Foundation

extension CLIRunner {
    /// Writes `contents` to `path` (relative to the temporary directory), creating folders.
    func write(_ path: String, _ contents: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// The text of `path` (relative to the temporary directory), or `nil` when it does not exist.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The modification date of `path`.
    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(path).path)[.modificationDate]
            as? Date
    }

    /// Every file under `folder`, relative to the temporary directory, sorted.
    func files(under folder: String) -> [String] {
        let base = directory.appendingPathComponent(folder).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let prefix = directory.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths.sorted()
    }
}

public import Foundation

/// Finds the files under a root directory that search paths select.
///
/// Each search path is a ``Glob`` relative to the root; a path starting with `!` removes what it
/// matches from the earlier paths' results. Hidden directories (`.git`, `.build`, …) are not
/// searched. Results are relative paths with `/` separators, sorted, without duplicates, so a run
/// is deterministic whatever order the file system lists directories in.
public struct GlobSearch: Sendable {
    /// The directory patterns are relative to.
    public var root: URL

    /// Creates a search.
    ///
    /// - Parameter root: The directory patterns are relative to.
    public init(root: URL) {
        self.root = root
    }

    /// The files the search paths select.
    ///
    /// - Parameter searchPaths: Patterns, optionally prefixed with `!` to exclude.
    /// - Returns: Relative paths, sorted.
    public func files(matching searchPaths: [String]) -> [String] {
        var selected = Set<String>()
        for searchPath in searchPaths {
            if searchPath.hasPrefix("!") {
                let glob = Glob(String(searchPath.dropFirst()))
                selected = selected.filter { !glob.matches($0) }
                continue
            }
            let glob = Glob(searchPath)
            for start in Set(glob.literalPrefixes) {
                for path in walk(start) where glob.matches(path) { selected.insert(path) }
            }
        }
        return selected.sorted()
    }

    /// Every regular file under `relativeDirectory`, as paths relative to the root.
    private func walk(_ relativeDirectory: String) -> [String] {
        let directory = relativeDirectory.isEmpty ? root : root.appendingPathComponent(relativeDirectory)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return []
        }
        var paths: [String] = []
        var pending = [relativeDirectory]
        while let next = pending.popLast() {
            let url = next.isEmpty ? root : root.appendingPathComponent(next)
            guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = next.isEmpty ? name : next + "/" + name
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &childIsDirectory)
                else { continue }
                if childIsDirectory.boolValue {
                    pending.append(relative)
                } else {
                    paths.append(relative)
                }
            }
        }
        return paths
    }
}

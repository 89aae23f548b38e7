import CourierSupport

/// Gathers the ``GraphQLFile``s whose markers are written while one request's variables are
/// built. Bound as a task-local value only around that one call, so files never outlive or leak
/// across requests.
final class UploadCollector: Sendable {
    /// The collector of the variables being built on this task, if any.
    @TaskLocal static var current: UploadCollector?

    private let files = Locked<[GraphQLFile]>([])

    /// Records `file` (once per id).
    func add(_ file: GraphQLFile) {
        files.withLock { files in
            if !files.contains(where: { $0.id == file.id }) { files.append(file) }
        }
    }

    /// The files recorded, in the order their markers were written.
    var collected: [GraphQLFile] { files.withLock { $0 } }

    /// Runs `build` (which makes variables) and returns its result with the files it referred to.
    static func collecting<Result>(_ build: () -> Result) -> (Result, [GraphQLFile]) {
        let collector = UploadCollector()
        let result = $current.withValue(collector) { build() }
        return (result, collector.collected)
    }
}

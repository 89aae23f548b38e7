/// The members of an introspection result the reader does not know, by name: a server that adds
/// a field to every type gets one warning naming the first place, not one per type.
final class UnknownMemberTally {
    private var firstPaths: [String: String] = [:]
    private var counts: [String: Int] = [:]
    private var order: [String] = []

    /// Notes the member `name` at `path`.
    func note(_ name: String, at path: String) {
        if firstPaths[name] == nil {
            firstPaths[name] = path
            order.append(name)
        }
        counts[name, default: 0] += 1
    }

    /// One warning per member name, in the order first met.
    func warnings() -> [IntrospectionWarning] {
        order.map { name in
            let others = (counts[name] ?? 1) - 1
            let more = others == 0 ? "" : " (and in \(others) more place\(others == 1 ? "" : "s"))"
            return IntrospectionWarning(
                path: firstPaths[name] ?? name, message: "unknown member '\(name)' skipped\(more)")
        }
    }
}

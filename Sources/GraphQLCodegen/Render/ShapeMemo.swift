/// The selection-set structs rendered so far, by their text with the name left out.
///
/// Two structs whose text is identical (nested types are named relative to the struct, reused
/// ones by their full path) hold the same data, so the second becomes a `typealias` to the first:
/// `hero { name }` selected by ten operations is generated once.
final class ShapeMemo {
    private var structs: [String: String] = [:]

    /// The qualified name of an earlier struct with this body, or `nil` after recording this one.
    func existing(body: String, qualifiedName: String) -> String? {
        if let earlier = structs[body] { return earlier }
        structs[body] = qualifiedName
        return nil
    }
}

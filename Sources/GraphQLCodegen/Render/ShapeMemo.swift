/// The selection-set structs rendered so far in one file, by their text with the name left out.
///
/// Two structs whose text is identical (nested types are named relative to the struct, reused
/// ones by their full path) hold the same data, so the second becomes a `typealias` to the first:
/// `hero { name }` selected twice in one operation is generated once. A memo covers one
/// operation or fragment, seeded with the structs of the fragments it spreads, so an alias never
/// points into another operation: names there cannot move when another file changes.
final class ShapeMemo {
    /// A struct's shape and the qualified name of the struct that has it.
    typealias Entry = (body: String, qualifiedName: String)

    private var structs: [String: String] = [:]
    /// The structs this file rendered itself, in order, to seed the files that spread it.
    private(set) var recorded: [Entry] = []

    /// A memo that already knows `seeds` (the structs of the fragments the file spreads).
    init(seeds: [Entry] = []) {
        for seed in seeds where structs[seed.body] == nil { structs[seed.body] = seed.qualifiedName }
    }

    /// The qualified name of an earlier struct with this body, or `nil` after recording this one.
    func existing(body: String, qualifiedName: String) -> String? {
        if let earlier = structs[body] { return earlier }
        structs[body] = qualifiedName
        recorded.append((body, qualifiedName))
        return nil
    }
}

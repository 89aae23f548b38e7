/// What makes two selection-set structs hold the same data: the protocol they conform to, their
/// own members (nested types are named relative to the struct, reused ones by their full path),
/// and each nested type's name with the type it stands for. The name is left out.
struct StructShape: Hashable {
    /// A nested type of the struct and the Swift type it stands for (its own qualified name, or
    /// the earlier struct or fragment it aliases).
    struct NestedType: Hashable {
        let name: String
        let type: String
    }

    var conformance: String
    var members: [SwiftDeclaration]
    var nestedTypes: [NestedType] = []

    /// The same shape conforming to `conformance` (a fragment, matched as a field's selection set).
    func `as`(_ conformance: String) -> StructShape {
        var copy = self
        copy.conformance = conformance
        return copy
    }
}

/// The selection-set structs rendered so far in one file, by their shape.
///
/// Two structs with one shape hold the same data, so the second becomes a `typealias` to the
/// first: `hero { name }` selected twice in one operation is generated once. A memo covers one
/// operation or fragment, seeded with the structs of the fragments it spreads, so an alias never
/// points into another operation: names there cannot move when another file changes.
final class ShapeMemo {
    /// A struct's shape and the qualified name of the struct that has it.
    typealias Entry = (shape: StructShape, qualifiedName: String)

    private var structs: [StructShape: String] = [:]
    /// The structs this file rendered itself, in order, to seed the files that spread it.
    private(set) var recorded: [Entry] = []

    /// A memo that already knows `seeds` (the structs of the fragments the file spreads).
    init(seeds: [Entry] = []) {
        for seed in seeds where structs[seed.shape] == nil { structs[seed.shape] = seed.qualifiedName }
    }

    /// The qualified name of an earlier struct with this shape, or `nil` after recording this one.
    func existing(_ shape: StructShape, qualifiedName: String) -> String? {
        if let earlier = structs[shape] { return earlier }
        structs[shape] = qualifiedName
        recorded.append((shape, qualifiedName))
        return nil
    }
}

import GraphQLLanguage

/// A deterministic set of realistic operations on GitHub's schema for the codegen benchmark:
/// queries (and every tenth a mutation) of varied depth with variables for required arguments,
/// `first:` on connections, `@include` conditions, named fragments, and inline fragments on
/// abstract types. Every choice comes from a seeded generator, so each run sees the same text.
///
/// The shapes are chosen to stay valid: each selection set selects a field name once; named
/// fragments hold only argument-free leaf fields (so they always merge with the parent's); fields
/// in inline fragments are aliased by type, so sibling type cases never conflict.
struct GitHubOperationSet {
    let schema: GraphQLSchema
    private var random: SplitMix64
    private var fragments: [String] = []
    private var variables: [String] = []
    private var operationIndex = 0

    init(schema: GraphQLSchema, seed: UInt64 = 0x5EED) {
        self.schema = schema
        random = SplitMix64(seed: seed)
    }

    /// `count` operation documents, one per file, named `Operation<n>.graphql`.
    mutating func make(count: Int) -> [Source] {
        (0..<count).map { index in
            operationIndex = index
            return Source(operation(index), name: "Operation\(index).graphql")
        }
    }

    private mutating func operation(_ index: Int) -> String {
        fragments = []
        variables = []
        let isMutation = index % 10 == 9 && schema.mutationTypeName != nil
        let rootName = (isMutation ? schema.mutationTypeName : schema.queryTypeName) ?? "Query"
        let rootFields = usableFields(of: rootName).filter { isComposite($0.type.namedType) }
        let maxDepth = 2 + index % 4
        // Two or three root fields for queries, one for mutations, as real screens do.
        let rootCount = isMutation ? 1 : 1 + random.next(below: 3)
        var body: [String] = []
        var used: [String] = []
        for _ in 0..<rootCount {
            guard let field = pick(rootFields), !used.contains(field.name) else { continue }
            used.append(field.name)
            body.append(select(field, depth: 1, maxDepth: maxDepth, indent: "  "))
        }
        let name = "Op\(index)" + (used.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
        let keyword = isMutation ? "mutation" : "query"
        let declared = variables.isEmpty ? "" : "(" + variables.joined(separator: ", ") + ")"
        var text = "\(keyword) \(name)\(declared) {\n" + body.joined(separator: "\n") + "\n}\n"
        for fragment in fragments { text += "\n" + fragment }
        return text
    }

    /// `name(args) { … }` for a field, its selection built to `maxDepth`.
    private mutating func select(_ field: GraphQLField, depth: Int, maxDepth: Int, indent: String) -> String {
        var arguments: [String] = []
        for argument in field.arguments {
            if argument.type.isNonNull && argument.defaultValue == nil {
                arguments.append(
                    "\(argument.name): $\(declareVariable(argument.name, type: argument.type.description))")
            } else if (argument.name == "first" || argument.name == "last") && argument.type.namedType == "Int"
                && !arguments.contains(where: { $0.hasPrefix("first") || $0.hasPrefix("last") })
            {
                arguments.append("\(argument.name): \(5 + random.next(below: 20))")
            }
        }
        var line = indent + field.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        if depth > 1, random.next(below: 12) == 0 {
            let flag = "with" + field.name.prefix(1).uppercased() + field.name.dropFirst()
            line += " @include(if: $\(declareVariable(flag, type: "Boolean!")))"
        }
        let typeName = field.type.namedType
        guard isComposite(typeName) else { return line }
        return line + " {\n"
            + selectionSet(of: typeName, depth: depth + 1, maxDepth: maxDepth, indent: indent + "  ").joined(
                separator: "\n") + "\n\(indent)}"
    }

    private mutating func selectionSet(of typeName: String, depth: Int, maxDepth: Int, indent: String) -> [String] {
        var lines: [String] = []
        var used: Set<String> = ["__typename"]
        let fields = usableFields(of: typeName)
        let leaves = fields.filter { !isComposite($0.type.namedType) && !hasRequiredArguments($0) }
        if fields.contains(where: { $0.name == "id" }) {
            lines.append(indent + "id")
            used.insert("id")
        }
        for _ in 0..<(2 + random.next(below: 4)) {
            guard let leaf = pick(leaves), used.insert(leaf.name).inserted else { continue }
            lines.append(indent + leaf.name)
        }
        if depth <= maxDepth {
            let composites = fields.filter { isComposite($0.type.namedType) }
            for _ in 0..<(1 + random.next(below: 3)) {
                guard let field = pick(composites), used.insert(field.name).inserted else { continue }
                lines.append(select(field, depth: depth, maxDepth: maxDepth, indent: indent))
            }
        }
        if !leaves.isEmpty, depth <= 3, random.next(below: 3) == 0 {
            lines.append(indent + "..." + fragment(on: typeName, leaves: leaves))
        }
        if case .interface? = schema.types[typeName] { lines += typeCases(of: typeName, indent: indent) }
        if case .union? = schema.types[typeName] { lines += typeCases(of: typeName, indent: indent) }
        if lines.isEmpty { lines.append(indent + "__typename") }
        return lines
    }

    /// `... on Type { typeField: field … }` for one or two possible types.
    private mutating func typeCases(of typeName: String, indent: String) -> [String] {
        let possible = schema.possibleTypes(of: typeName)
        var lines: [String] = []
        var chosen: Set<String> = []
        for _ in 0..<min(possible.count, 1 + random.next(below: 2)) {
            guard let object = pick(possible), chosen.insert(object).inserted else { continue }
            let leaves = usableFields(of: object).filter {
                !isComposite($0.type.namedType) && !hasRequiredArguments($0)
            }
            var fields: [String] = []
            var used: Set<String> = []
            for _ in 0..<(1 + random.next(below: 3)) {
                guard let leaf = pick(leaves), used.insert(leaf.name).inserted else { continue }
                fields.append(
                    "\(indent) "
                        + " \(Self.lowerFirst(object))\(leaf.name.prefix(1).uppercased())\(leaf.name.dropFirst()): "
                        + "\(leaf.name)")
            }
            if fields.isEmpty { fields.append(indent + "  __typename") }
            lines.append("\(indent)... on \(object) {\n" + fields.joined(separator: "\n") + "\n\(indent)}")
        }
        return lines
    }

    /// Defines `fragment Op<i>F<n> on Type { leaves }` and returns its name.
    private mutating func fragment(on typeName: String, leaves: [GraphQLField]) -> String {
        let name = "Op\(operationIndex)F\(fragments.count)"
        var fields: [String] = []
        var used: Set<String> = []
        for _ in 0..<(2 + random.next(below: 3)) {
            guard let leaf = pick(leaves), used.insert(leaf.name).inserted else { continue }
            fields.append("  " + leaf.name)
        }
        fragments.append("fragment \(name) on \(typeName) {\n" + fields.joined(separator: "\n") + "\n}\n")
        return name
    }

    private mutating func declareVariable(_ base: String, type: String) -> String {
        let name = base + String(variables.count)
        variables.append("$\(name): \(type)")
        return name
    }

    private func usableFields(of typeName: String) -> [GraphQLField] {
        (schema.types[typeName]?.fields ?? []).filter { $0.deprecationReason == nil && !$0.name.hasPrefix("__") }
    }

    private func isComposite(_ typeName: String) -> Bool {
        schema.types[typeName]?.isComposite ?? false
    }

    private func hasRequiredArguments(_ field: GraphQLField) -> Bool {
        field.arguments.contains { $0.type.isNonNull && $0.defaultValue == nil }
    }

    private mutating func pick<T>(_ elements: [T]) -> T? {
        elements.isEmpty ? nil : elements[random.next(below: elements.count)]
    }

    private static func lowerFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// A small, fast, seeded pseudo-random generator (SplitMix64), so generated inputs repeat exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}

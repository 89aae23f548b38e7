public import CourierAPI

extension RootSelectionSet {
    /// The data a mock stands for: the fields the operation selects, read from the mock by field
    /// name (aliases, type cases and fragments resolved as a server would); a nullable field the
    /// mock leaves out is `null`.
    ///
    /// - Parameter mock: A mock of the operation's root type, e.g. `Mock<Query>`.
    /// - Returns: The data.
    /// - Throws: ``MockConversionError`` naming the response path of a non-null field the mock
    ///   does not set.
    public static func from(_ mock: some AnyMock) throws(MockConversionError) -> Self {
        try MockShaper.decode(Self.self, from: mock)
    }
}

extension GraphQLFragment {
    /// The fragment a mock stands for (see ``RootSelectionSet/from(_:)``).
    ///
    /// - Parameter mock: A mock of an object type the fragment applies to.
    /// - Returns: The fragment.
    /// - Throws: ``MockConversionError``.
    public static func from(_ mock: some AnyMock) throws(MockConversionError) -> Self {
        try MockShaper.decode(Self.self, from: mock)
    }
}

/// Reshapes a mock's JSON (keyed by field name) into a response (keyed by response key) following
/// a selection set's metadata.
enum MockShaper {
    static func decode<Set: SelectionSet>(_ type: Set.Type, from mock: some AnyMock) throws(MockConversionError) -> Set
    {
        var response = JSONObject()
        try shape(mock.__mockJSON, as: type, path: [], into: &response)
        do {
            return try Set(from: JSONObjectReader(response))
        } catch {
            throw .decoding(String(describing: error))
        }
    }

    /// Adds the fields `type` selects from `source` to `response`; `lenient` for fields under
    /// `@include`/`@skip` conditions, which may be absent.
    private static func shape(
        _ source: JSONObject, as type: any SelectionSet.Type, path: [String], lenient: Bool = false,
        into response: inout JSONObject
    ) throws(MockConversionError) {
        if let typename = source["__typename"] { response["__typename"] = typename }
        for selection in type.__selections {
            try shape(selection, source, path: path, lenient: lenient, into: &response)
        }
    }

    private static func shape(
        _ selection: Selection, _ source: JSONObject, path: [String], lenient: Bool, into response: inout JSONObject
    ) throws(MockConversionError) {
        switch selection {
        case .field(let field):
            let fieldPath = path + [field.responseKey]
            guard let value = source[field.name] else {
                if case .nonNull = field.type, !lenient { throw .missingField(path: fieldPath.joined(separator: ".")) }
                if !lenient { response[field.responseKey] = .null }
                return
            }
            let shaped = try shape(value, field.type, path: fieldPath)
            if case .object(let addition) = shaped, case .object(var existing)? = response[field.responseKey] {
                existing.__merge(addition)
                response[field.responseKey] = .object(existing)
            } else {
                response[field.responseKey] = shaped
            }
        case .typeCase(let typeCase):
            if case .string(let typename)? = source["__typename"], typeCase.__parentType.includes(typename) {
                try shape(source, as: typeCase, path: path, lenient: lenient, into: &response)
            }
        case .fragment(let fragment):
            try shape(source, as: fragment, path: path, lenient: lenient, into: &response)
        case .conditional(_, let inner):
            // The variables are unknown here: what the mock sets is included.
            for nested in inner { try shape(nested, source, path: path, lenient: true, into: &response) }
        }
    }

    private static func shape(_ value: JSONValue, _ type: OutputType, path: [String]) throws(MockConversionError)
        -> JSONValue
    {
        switch (type, value) {
        case (.nonNull, .null): throw .missingField(path: path.joined(separator: "."))
        case (.nonNull(let inner), _): return try shape(value, inner, path: path)
        case (_, .null), (.scalar, _): return value
        case (.list(let element), .array(let items)):
            var shaped: [JSONValue] = []
            for (index, item) in items.enumerated() {
                shaped.append(try shape(item, element, path: path + [String(index)]))
            }
            return .array(shaped)
        case (.object(let set), .object(let object)):
            var nested = JSONObject()
            try shape(object, as: set, path: path, into: &nested)
            return .object(nested)
        default:
            throw .mismatchedValue(path: path.joined(separator: "."))
        }
    }
}

/// A composite type of the schema (object, interface or union) as generated metadata describes it.
public struct SchemaType: Sendable, Hashable {
    /// The kind of a composite type.
    public enum Kind: Sendable, Hashable {
        /// An object type.
        case object
        /// An interface.
        case interface
        /// A union.
        case union
    }

    /// The type's name, e.g. `Droid`.
    public let name: String
    /// Whether it is an object, interface or union.
    public let kind: Kind
    /// The object types a value of this type can be: itself for an object, the members of a
    /// union, the implementing objects of an interface (as known at generation time).
    public let possibleTypes: [String]
    /// The interfaces an object type implements.
    public let interfaces: [String]
    /// The fields that identify an object of this type in the normalized cache, or `nil` when
    /// it has no key (its cache key is then its path).
    public let keyFields: [String]?

    /// Creates object metadata.
    ///
    /// - Parameters:
    ///   - name: The object type's name.
    ///   - interfaces: The interfaces it implements.
    ///   - keyFields: The fields that identify it in the cache, if any.
    /// - Returns: The metadata.
    public static func object(_ name: String, interfaces: [String] = [], keyFields: [String]? = nil) -> SchemaType {
        SchemaType(name: name, kind: .object, possibleTypes: [name], interfaces: interfaces, keyFields: keyFields)
    }

    /// Creates interface metadata.
    ///
    /// - Parameters:
    ///   - name: The interface's name.
    ///   - possibleTypes: The object types implementing it.
    ///   - keyFields: The fields that identify its objects in the cache, if any.
    /// - Returns: The metadata.
    public static func interface(_ name: String, possibleTypes: [String], keyFields: [String]? = nil) -> SchemaType {
        SchemaType(name: name, kind: .interface, possibleTypes: possibleTypes, interfaces: [], keyFields: keyFields)
    }

    /// Creates union metadata.
    ///
    /// - Parameters:
    ///   - name: The union's name.
    ///   - possibleTypes: Its member object types.
    /// - Returns: The metadata.
    public static func union(_ name: String, possibleTypes: [String]) -> SchemaType {
        SchemaType(name: name, kind: .union, possibleTypes: possibleTypes, interfaces: [], keyFields: nil)
    }

    /// Whether an object whose `__typename` is `typename` is of this type.
    ///
    /// - Parameter typename: A concrete object type name.
    /// - Returns: `true` when `typename` is one of ``possibleTypes``.
    public func includes(_ typename: String) -> Bool {
        possibleTypes.contains(typename)
    }
}

/// The generated description of a schema that the normalized cache reads: which object type a
/// `__typename` names and how to key it.
public protocol SchemaMetadata {
    /// The object type called `typename`, or `nil` when the generated code does not know it.
    ///
    /// - Parameter typename: A `__typename` from a response.
    /// - Returns: The type's metadata.
    static func objectType(forTypename typename: String) -> SchemaType?

    /// The policy that resolves `field` of `typename` to a keyed record, or `nil` (the default)
    /// when the field is read only from what was stored for it.
    ///
    /// - Parameters:
    ///   - field: The field's name.
    ///   - typename: The parent object's `__typename`, or the cache key of a root record
    ///     (`QUERY_ROOT`, `MUTATION_ROOT`, `SUBSCRIPTION_ROOT`), which store no `__typename`.
    /// - Returns: The policy.
    static func fieldPolicy(forField field: String, onType typename: String) -> FieldPolicy?
}

extension SchemaMetadata {
    /// No field policies: every field is read from what was stored for it.
    ///
    /// - Parameters:
    ///   - field: The field's name.
    ///   - typename: The parent's `__typename` or root record key.
    /// - Returns: `nil`.
    public static func fieldPolicy(forField field: String, onType typename: String) -> FieldPolicy? { nil }

    /// The cache key of an object: `Typename:value` of its key fields joined by `/`, or `nil`
    /// when the type has no key fields or the object lacks one.
    ///
    /// - Parameter object: A response object with its `__typename`.
    /// - Returns: The key, e.g. `Droid:2001`.
    public static func cacheKey(for object: JSONObject) -> String? {
        guard case .string(let typename)? = object["__typename"],
            let keyFields = objectType(forTypename: typename)?.keyFields, !keyFields.isEmpty
        else { return nil }
        var parts: [String] = []
        for field in keyFields {
            switch object[field] {
            case .string(let text)?: parts.append(text)
            case .number(let number)?: parts.append(number.description)
            default: return nil
            }
        }
        return typename + ":" + parts.joined(separator: "/")
    }
}

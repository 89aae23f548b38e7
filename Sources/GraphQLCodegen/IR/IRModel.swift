import GraphQLLanguage

/// What a generated selection-set struct is for; it decides the protocol it conforms to.
enum IRSelectionSetKind {
    /// An operation's `Data`.
    case root
    /// The object of a field.
    case field
    /// A type case (`AsDroid`).
    case typeCase
    /// A named fragment.
    case fragment
    /// A deferred fragment (`... @defer { … }`), held as `Deferred<…>` by its enclosing set.
    case deferred
}

/// A merged selection set (the spec's CollectFields for one set of possible types), the
/// structure one generated struct renders.
final class IRSelectionSet {
    /// The struct's name, e.g. `Hero` or `AsDroid`.
    let name: String
    /// The dotted Swift path of the struct, e.g. `HeroDetailsQuery.Data.Hero`.
    let qualifiedName: String
    /// The GraphQL type in scope (the type condition for a type case).
    let typeName: String
    /// The object types the data can be.
    let possibleTypes: Set<String>
    let kind: IRSelectionSetKind
    var fields: [IRField] = []
    var typeCases: [IRSelectionSet] = []
    var fragments: [IRFragmentReference] = []
    /// The deferred fragments in this scope, each with the property that holds its state.
    var deferred: [(property: String, set: IRSelectionSet)] = []

    init(name: String, qualifiedName: String, typeName: String, possibleTypes: Set<String>, kind: IRSelectionSetKind) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.typeName = typeName
        self.possibleTypes = possibleTypes
        self.kind = kind
    }

    /// The `__typename` value when only one object type is possible.
    var concreteTypename: String? { possibleTypes.count == 1 ? possibleTypes.first : nil }

    /// The fields the struct stores, decodes and encodes itself: all but those forwarded to a
    /// fragment's view (``IRField/forwarded``).
    var storedFields: [IRField] { fields.filter { $0.forwarded == nil } }
}

/// A field after merging every selection of its response key.
struct IRField {
    let responseKey: String
    let name: String
    let arguments: [Argument]
    /// The field's type in the schema.
    let type: TypeReference
    /// When the field is in the response.
    let conditions: IRConditions
    /// The Swift property name (escaped when needed).
    let propertyName: String
    /// For object fields: the nested struct the field owns, or nil when it reuses one.
    let selectionSet: IRSelectionSet?
    /// For object fields: the Swift type name of the object (local or qualified).
    let objectTypeName: String?
    /// For a field selected only through one fragment the set spreads (always, or under the
    /// field's own conditions): that fragment and its property for the field. Such a field is
    /// read from the fragment's view rather than stored (and decoded and encoded) twice.
    var forwarded: (fragment: String, property: String)? = nil
    /// Arguments the selection leaves out that have a schema default: the server applies the
    /// default, so the cache key states it (`height` is `height(unit: METER)`).
    var implicitArguments: [(name: String, value: Value)] = []
    /// For arguments given as a variable: the value the server uses when the variable is absent
    /// (the variable's default in the operation, else the argument's schema default).
    var argumentDefaults: [String: Value] = [:]
}

/// A named fragment spread in a selection set's scope.
struct IRFragmentReference {
    let name: String
    let conditions: IRConditions
    /// The fragment's type condition.
    var typeCondition: String = ""
}

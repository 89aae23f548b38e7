import CourierAPI
import GraphQLLanguage

/// One execution of an operation's selection set against generated, overridden and resolved
/// values (specification §6.3–6.4), recording field errors as it goes.
///
/// Not `Sendable`: one request's task owns it from start to end.
final class MockExecution {
    /// Why completing a value stopped early.
    enum Interrupt: Error {
        /// A field error made a position `null`; the nearest nullable field or list item catches it.
        case nullPropagation
        /// The request must end with no data.
        case abort(MockRequestFailure)
    }

    /// Where a value is being completed: the field and its declaring type.
    struct Site {
        var parentType: String
        var fieldName: String
        var fields: [ASTField]
        var coordinate: String { "\(parentType).\(fieldName)" }
    }

    let schema: GraphQLSchema
    let configuration: MockServerConfiguration
    let fragments: [String: FragmentDefinition]
    let variables: JSONObject
    let operationName: String?
    let coercion: MockInputCoercion
    let generator: MockValueGenerator
    private(set) var errors: [MockResponseError] = []
    private var valueCount = 0

    init(
        schema: GraphQLSchema, configuration: MockServerConfiguration, document: Document, variables: JSONObject,
        operationName: String?
    ) {
        self.schema = schema
        self.configuration = configuration
        self.fragments = Dictionary(document.fragments.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.variables = variables
        self.operationName = operationName
        self.coercion = MockInputCoercion(schema: schema)
        self.generator = MockValueGenerator(configuration: configuration)
    }

    /// Executes `selectionSet` on the root type; `nil` data when a null reached the root.
    func executeRoot(
        _ selectionSet: ASTSelectionSet, rootType: GraphQLObjectType, rootValue: JSONObject, seed: MockSeed
    ) async throws(MockRequestFailure) -> JSONValue {
        do {
            return .object(
                try await executeSelectionSet(
                    [selectionSet], objectType: rootType, known: rootValue, identity: seed.mixing(rootType.name),
                    path: []))
        } catch {
            switch error {
            case .nullPropagation: return .null
            case .abort(let requestFailure): throw requestFailure
            }
        }
    }

    private func executeSelectionSet(
        _ selectionSets: [ASTSelectionSet], objectType: GraphQLObjectType, known: JSONObject, identity: MockSeed,
        path: ResponsePath
    ) async throws(Interrupt) -> JSONObject {
        let groups = collectFields(selectionSets, typeName: objectType.name)
        var result = JSONObject()
        for key in groups.keys {
            guard let fields = groups.fields[key] else { continue }
            result[key] = try await executeField(
                fields, objectType: objectType, known: known, identity: identity, path: path.appending(.key(key)))
        }
        return result
    }

    private func executeField(
        _ fields: [ASTField], objectType: GraphQLObjectType, known: JSONObject, identity: MockSeed, path: ResponsePath
    ) async throws(Interrupt) -> JSONValue {
        let field = fields[0]
        if field.name == "__typename" { return .string(objectType.name) }
        let site = Site(parentType: objectType.name, fieldName: field.name, fields: fields)
        guard let definition = schema.field(named: field.name, on: objectType.name) else {
            // Validation rules out unknown fields; should one slip through, it is a nullable miss.
            record(
                MockFieldError("The mock server does not support the field \"\(site.coordinate)\"."), site: site,
                path: path)
            return .null
        }
        do {
            return try await resolve(definition, site: site, known: known, identity: identity, path: path)
        } catch .nullPropagation where !definition.type.isNonNull {
            return .null
        }
    }

    /// ExecuteField (§6.4.2) up to the catch of a propagating null.
    private func resolve(
        _ definition: GraphQLField, site: Site, known: JSONObject, identity: MockSeed, path: ResponsePath
    ) async throws(Interrupt) -> JSONValue {
        if let rule = configuration.fieldErrors.first(where: { matches($0, site: site, path: path) }) {
            throw failure(rule.error, site: site, path: path)
        }
        let field = site.fields[0]
        let arguments = coercion.coerceArguments(
            field.arguments, definitions: definition.arguments, variables: variables)
        var raw: JSONValue?
        if let resolver = configuration.resolvers[site.coordinate] {
            let info = MockResolverInfo(
                parentType: site.parentType, fieldName: field.name, arguments: arguments, parent: known,
                path: path, variables: variables, operationName: operationName
            )
            do {
                raw = try await resolver(info)
            } catch let error as MockFieldError {
                throw failure(error, site: site, path: path)
            } catch {
                throw failure(MockFieldError(String(describing: error)), site: site, path: path)
            }
        }
        if raw == nil { raw = known[field.name] }
        if raw == nil, field.name.hasPrefix("__") || site.parentType.hasPrefix("__") {
            raw = introspectedValue(of: site, known: known, arguments: arguments)
        }
        let argumentKey =
            arguments.isEmpty ? "" : ((try? JSONValue.object(arguments).jsonString(options: .sortedKeys)) ?? "")
        return try await complete(
            definition.type, raw: raw, seed: identity.mixing(field.name + argumentKey), site: site, path: path)
    }

    /// CompleteValue (§6.4.3): `raw` (or generated data when `nil`) shaped by `type`.
    private func complete(_ type: TypeReference, raw: JSONValue?, seed: MockSeed, site: Site, path: ResponsePath)
        async throws(Interrupt) -> JSONValue
    {
        valueCount += 1
        if valueCount > configuration.limits.maximumResponseValues {
            throw .abort(
                MockRequestFailure(
                    "The response would hold more than \(configuration.limits.maximumResponseValues) "
                        + "values; ask for fewer fields or shorter lists."))
        }
        switch type {
        case .nonNull(let inner):
            let value = try await complete(inner, raw: raw, seed: seed, site: site, path: path)
            if value.isNull {
                record(
                    MockFieldError("Cannot return null for non-nullable field \(site.coordinate)."), site: site,
                    path: path)
                throw .nullPropagation
            }
            return value
        case .list(let itemType):
            if raw?.isNull == true { return .null }
            let items: [JSONValue?]
            if let raw {
                guard case .array(let array) = raw else {
                    throw failure(
                        MockFieldError("Expected a list for field \(site.coordinate), found \(raw.kindName)."),
                        site: site, path: path)
                }
                items = array
            } else {
                let length = configuration.listLengths[site.coordinate] ?? configuration.defaultListLength
                items = Array(repeating: nil, count: max(0, min(length, configuration.limits.maximumListLength)))
            }
            var result: [JSONValue] = []
            result.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                do {
                    result.append(
                        try await complete(
                            itemType, raw: item, seed: seed.mixing(index), site: site,
                            path: path.appending(.index(index))))
                } catch .nullPropagation where !itemType.isNonNull {
                    result.append(.null)
                }
            }
            return .array(result)
        case .named(let name):
            if raw?.isNull == true { return .null }
            return try await completeNamed(name, raw: raw, seed: seed, site: site, path: path)
        }
    }

    private func completeNamed(_ name: String, raw: JSONValue?, seed: MockSeed, site: Site, path: ResponsePath)
        async throws(Interrupt) -> JSONValue
    {
        switch schema.type(named: name) {
        case .scalar:
            guard let raw else { return generator.scalar(name, seed: seed, site: site, path: path) }
            guard let value = MockScalarCoercion.output(raw, scalar: name) else {
                throw failure(
                    MockFieldError("\(name) cannot represent value: \(MockInputCoercion.describe(raw))"), site: site,
                    path: path)
            }
            return value
        case .enumType(let enumType):
            guard let raw else { return generator.enumValue(enumType, seed: seed) }
            guard case .string(let value) = raw, enumType.values.contains(where: { $0.name == value }) else {
                throw failure(
                    MockFieldError("Enum \"\(name)\" cannot represent value: \(MockInputCoercion.describe(raw))"),
                    site: site, path: path)
            }
            return raw
        case .object(let objectType):
            return try await completeObject(objectType, raw: raw, seed: seed, site: site, path: path)
        case .interface, .union:
            let concrete = try concreteType(of: name, raw: raw, seed: seed, site: site, path: path)
            return try await completeObject(concrete, raw: raw, seed: seed, site: site, path: path)
        case .inputObject, nil:
            throw failure(MockFieldError("\"\(name)\" is not an output type."), site: site, path: path)
        }
    }

    private func completeObject(
        _ objectType: GraphQLObjectType, raw: JSONValue?, seed: MockSeed, site: Site, path: ResponsePath
    ) async throws(Interrupt) -> JSONValue {
        var known = configuration.typeValues[objectType.name] ?? JSONObject()
        if let raw {
            guard case .object(let object) = raw else {
                throw failure(
                    MockFieldError("Expected an object for field \(site.coordinate), found \(raw.kindName)."),
                    site: site, path: path)
            }
            for (key, value) in object { known[key] = value }
        }
        // An object's identity is its type and id, so the same entity gets the same generated
        // fields wherever it appears (and a normalized cache sees one consistent record).
        if known["id"] == nil, let id = generator.entityID(for: objectType, schema: schema, seed: seed) {
            known["id"] = .string(id)
        }
        let identity =
            known["id"].map { generator.entityIdentity(typeName: objectType.name, id: $0) }
            ?? seed.mixing(objectType.name)
        let selections = site.fields.compactMap(\.selectionSet)
        return .object(
            try await executeSelectionSet(
                selections, objectType: objectType, known: known, identity: identity, path: path))
    }

    private func concreteType(of abstract: String, raw: JSONValue?, seed: MockSeed, site: Site, path: ResponsePath)
        throws(Interrupt) -> GraphQLObjectType
    {
        let possible = schema.possibleTypes(of: abstract)
        var chosen = raw?["__typename"]?.stringValue
        if let typename = chosen, !possible.contains(typename) {
            throw failure(
                MockFieldError("\"\(typename)\" is not a possible type of \"\(abstract)\"."), site: site, path: path)
        }
        if chosen == nil, let chooser = configuration.typeChoosers[abstract] {
            let context = MockGenerationContext(
                typeName: abstract, parentType: site.parentType, fieldName: site.fieldName, path: path,
                random: seed.value)
            chosen = chooser(context, possible).flatMap { possible.contains($0) ? $0 : nil }
        }
        if chosen == nil, !possible.isEmpty {
            chosen = possible[seed.mixing("__typename").number(below: possible.count)]
        }
        guard let chosen, case .object(let objectType)? = schema.type(named: chosen) else {
            throw failure(MockFieldError("\"\(abstract)\" has no possible object type."), site: site, path: path)
        }
        return objectType
    }

    /// Introspection data instead of generated data: the root meta-fields and `__Type` fields.
    private func introspectedValue(of site: Site, known: JSONObject, arguments: JSONObject) -> JSONValue? {
        let introspection = MockIntrospection(schema: schema)
        if site.parentType == "__Type" {
            return introspection.typeField(site.fieldName, of: known, arguments: arguments)
        }
        return introspection.rootField(site.fieldName, arguments: arguments)
    }

    private func matches(_ rule: MockFieldErrorRule, site: Site, path: ResponsePath) -> Bool {
        switch rule.target {
        case .path(let target): target == path
        case .field(let coordinate): coordinate == site.coordinate
        }
    }

    /// Records `error` for the field; the returned interrupt makes its position null (and
    /// propagates to the nearest nullable position).
    private func failure(_ error: MockFieldError, site: Site, path: ResponsePath) -> Interrupt {
        record(error, site: site, path: path)
        return .nullPropagation
    }

    private func record(_ error: MockFieldError, site: Site, path: ResponsePath) {
        errors.append(
            MockResponseError(
                message: error.message, locations: site.fields.map(\.location), path: path, extensions: error.extensions
            ))
    }
}

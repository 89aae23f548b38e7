import CourierAPI
import GraphQLLanguage

/// Fields of a selection set grouped by response key, in document order.
struct MockFieldGroups {
    var keys: [String] = []
    var fields: [String: [ASTField]] = [:]

    mutating func append(_ field: ASTField) {
        let key = field.responseKey
        if fields[key] == nil { keys.append(key) }
        fields[key, default: []].append(field)
    }
}

extension MockExecution {
    /// CollectFields (specification §6.3.2): the fields `selectionSets` select on an object of
    /// `typeName`, through fragment spreads and inline fragments whose type condition applies,
    /// without those `@skip`ped or not `@include`d.
    func collectFields(_ selectionSets: [ASTSelectionSet], typeName: String) -> MockFieldGroups {
        var groups = MockFieldGroups()
        var visited: Set<String> = []
        for selectionSet in selectionSets {
            collect(selectionSet, typeName: typeName, into: &groups, visited: &visited)
        }
        return groups
    }

    private func collect(
        _ selectionSet: ASTSelectionSet, typeName: String, into groups: inout MockFieldGroups,
        visited: inout Set<String>
    ) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                guard isIncluded(field.directives) else { continue }
                groups.append(field)
            case .fragmentSpread(let spread):
                guard isIncluded(spread.directives), !visited.contains(spread.name) else { continue }
                visited.insert(spread.name)
                guard let fragment = fragments[spread.name], applies(fragment.typeCondition, to: typeName) else {
                    continue
                }
                collect(fragment.selectionSet, typeName: typeName, into: &groups, visited: &visited)
            case .inlineFragment(let inline):
                guard isIncluded(inline.directives) else { continue }
                if let condition = inline.typeCondition, !applies(condition, to: typeName) { continue }
                collect(inline.selectionSet, typeName: typeName, into: &groups, visited: &visited)
            }
        }
    }

    private func applies(_ condition: String, to typeName: String) -> Bool {
        schema.isSubtype(typeName, of: condition)
    }

    /// Whether `@skip(if:)` and `@include(if:)` let a selection through.
    private func isIncluded(_ directives: [Directive]) -> Bool {
        for directive in directives where directive.name == "skip" || directive.name == "include" {
            guard let argument = directive.arguments.first(where: { $0.name == "if" }) else { continue }
            let condition =
                coercion.literal(argument.value, variables: variables, type: .nonNull(.named("Boolean"))).boolValue
                ?? false
            if directive.name == "skip", condition { return false }
            if directive.name == "include", !condition { return false }
        }
        return true
    }
}

import FuzzSupport
import GraphQLLanguage

/// Checks that every name of an executable definition that carries its own location stands at
/// that location in the text, so that validation can report names without reading the text again.
struct NameLocationCheck {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    func check(_ document: Document) {
        for definition in document.definitions {
            switch definition {
            case .operation(let operation):
                if let name = operation.name, let location = operation.nameLocation { expect(name, at: location) }
                for variable in operation.variableDefinitions {
                    expect(variable.name, at: variable.nameLocation)
                    expect(variable.type.namedType, at: variable.namedTypeLocation)
                }
                check(operation.directives)
                check(operation.selectionSet)
            case .fragment(let fragment):
                expect(fragment.name, at: fragment.nameLocation)
                expect(fragment.typeCondition, at: fragment.typeConditionLocation)
                check(fragment.directives)
                check(fragment.selectionSet)
            default:
                break
            }
        }
    }

    private func check(_ selectionSet: SelectionSet) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                expect(field.name, at: field.nameLocation)
                for argument in field.arguments { expect(argument.name, at: argument.location) }
                check(field.directives)
                if let nested = field.selectionSet { check(nested) }
            case .fragmentSpread(let spread):
                expect(spread.name, at: spread.nameLocation)
                check(spread.directives)
            case .inlineFragment(let inline):
                if let condition = inline.typeCondition, let location = inline.typeConditionLocation {
                    expect(condition, at: location)
                }
                check(inline.directives)
                check(inline.selectionSet)
            }
        }
    }

    private func check(_ directives: [Directive]) {
        for directive in directives { expect(directive.name, at: directive.nameLocation) }
    }

    private func expect(_ name: String, at location: SourceLocation) {
        let name = Array(name.utf8)
        let end = location.offset + name.count
        guard location.offset >= 0, end <= bytes.count, Array(bytes[location.offset..<end]) == name else {
            fuzzPropertyViolated(
                "the name \(String(decoding: name, as: UTF8.self)) "
                    + "is not at its location \(location) (offset \(location.offset))")
        }
    }
}

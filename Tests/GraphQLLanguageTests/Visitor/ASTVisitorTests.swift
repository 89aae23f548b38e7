import GraphQLLanguage
import Testing

/// Records every hook call as a short string, e.g. `enter Field hero`.
private struct RecordingVisitor: ASTVisitor {
    var events: [String] = []
    var skipFieldsNamed: Set<String> = []
    var stopAtField: String?

    mutating func enter(_ node: OperationDefinition) -> VisitAction {
        events.append("enter Operation \(node.name ?? "-")")
        return .continue
    }
    mutating func leave(_ node: OperationDefinition) { events.append("leave Operation \(node.name ?? "-")") }
    mutating func enter(_ node: Field) -> VisitAction {
        events.append("enter Field \(node.name)")
        if node.name == stopAtField { return .stop }
        return skipFieldsNamed.contains(node.name) ? .skipChildren : .continue
    }
    mutating func leave(_ node: Field) { events.append("leave Field \(node.name)") }
    mutating func enter(_ node: Argument) -> VisitAction {
        events.append("enter Argument \(node.name)")
        return .continue
    }
    mutating func enter(_ node: Variable) -> VisitAction {
        events.append("enter Variable \(node.name)")
        return .continue
    }
    mutating func enter(_ node: TypeReference) -> VisitAction {
        events.append("enter Type \(node)")
        return .continue
    }
    mutating func enter(_ node: FragmentSpread) -> VisitAction {
        events.append("enter Spread \(node.name)")
        return .continue
    }
    mutating func enter(_ node: Directive) -> VisitAction {
        events.append("enter Directive \(node.name)")
        return .continue
    }
}

/// Counts enters and leaves of every kind, to check they balance.
private struct BalanceVisitor: ASTVisitor {
    var open = 0
    var enters = 0
    mutating func enter(_ node: Definition) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: Definition) { open -= 1 }
    mutating func enter(_ node: SelectionSet) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: SelectionSet) { open -= 1 }
    mutating func enter(_ node: Value) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: Value) { open -= 1 }
    mutating func enter(_ node: TypeDefinition, isExtension: Bool) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: TypeDefinition, isExtension: Bool) { open -= 1 }
    mutating func enter(_ node: FieldDefinition) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: FieldDefinition) { open -= 1 }
    mutating func enter(_ node: TypeReference) -> VisitAction {
        open += 1
        enters += 1
        return .continue
    }
    mutating func leave(_ node: TypeReference) { open -= 1 }
}

/// Collects the names of extended types and of type definitions.
private struct TypeNameVisitor: ASTVisitor {
    var defined: [String] = []
    var extended: [String] = []
    mutating func enter(_ node: TypeDefinition, isExtension: Bool) -> VisitAction {
        if isExtension { extended.append(node.name) } else { defined.append(node.name) }
        return .skipChildren
    }
}

@Suite("Typed AST visitor")
struct ASTVisitorTests {
    let query = "query Q($id: ID!) { hero(id: $id) { name ...F friends @include(if: true) { name } } }"

    @Test("visits depth-first in source order, enter before leave")
    func order() throws {
        var visitor = RecordingVisitor()
        let completed = try parse(query).walk(&visitor)
        #expect(completed)
        #expect(
            visitor.events == [
                "enter Operation Q",
                "enter Type ID!", "enter Type ID",
                "enter Field hero", "enter Argument id", "enter Variable id",
                "enter Field name", "leave Field name",
                "enter Spread F",
                "enter Field friends", "enter Directive include", "enter Argument if",
                "enter Field name", "leave Field name",
                "leave Field friends",
                "leave Field hero",
                "leave Operation Q",
            ])
    }

    @Test("skipChildren skips the children and the leave hook")
    func skipChildren() throws {
        var visitor = RecordingVisitor(skipFieldsNamed: ["friends"])
        try parse(query).walk(&visitor)
        #expect(visitor.events.contains("enter Field friends"))
        #expect(!visitor.events.contains("leave Field friends"))
        #expect(!visitor.events.contains("enter Directive include"))
        #expect(visitor.events.last == "leave Operation Q")
    }

    @Test("stop ends the walk at once")
    func stop() throws {
        var visitor = RecordingVisitor(stopAtField: "name")
        let completed = try parse(query).walk(&visitor)
        #expect(!completed)
        #expect(visitor.events.last == "enter Field name")
        #expect(visitor.events.count == 7)
    }

    @Test("enter and leave calls balance on every fixture", arguments: Fixtures.allPaths)
    func balanced(path: String) throws {
        var visitor = BalanceVisitor()
        try parse(try Fixtures.source(path)).walk(&visitor)
        #expect(visitor.open == 0)
        #expect(visitor.enters > 0)
    }

    @Test("type definitions and extensions are told apart")
    func extensions() throws {
        var visitor = TypeNameVisitor()
        try parse(try Fixtures.source("kitchen-sink/schema-kitchen-sink.graphql")).walk(&visitor)
        #expect(
            visitor.extended == [
                "Foo", "Foo", "Bar", "Bar", "Feed", "Feed", "CustomScalar", "Site", "Site", "InputType", "InputType",
            ])
        #expect(visitor.defined.first == "Foo")
        #expect(visitor.defined.count == 20)  // graphql-core: 20 *_type_definition nodes
    }

    @Test("a single definition or selection set can be walked")
    func partialWalks() throws {
        let document = try parse(query)
        var fromDefinition = RecordingVisitor()
        try #require(document.definitions.first).walk(&fromDefinition)
        var fromSelectionSet = RecordingVisitor()
        try #require(document.operations.first?.selectionSet).walk(&fromSelectionSet)
        #expect(fromDefinition.events.first == "enter Operation Q")
        #expect(fromSelectionSet.events.first == "enter Field hero")
        #expect(fromSelectionSet.events.last == "leave Field hero")
    }
}

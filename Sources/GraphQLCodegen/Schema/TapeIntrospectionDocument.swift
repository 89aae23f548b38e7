import CourierAPI
import GraphQLLanguage

/// CourierAPI's ``JSONTape`` read as an introspection result: the fast path for large schema
/// files, which Foundation's `JSONSerialization` reads several times slower. Handles are tape
/// positions.
final class TapeIntrospectionDocument: IntrospectionJSONDocument {
    private let tape: JSONTape

    init(_ tape: JSONTape) {
        self.tape = tape
    }

    var rootNode: Int { tape.root.position }

    func member(_ key: String, of node: Int) -> Int? { tape.value(at: node)[key]?.position }
    func isNull(_ node: Int) -> Bool { tape.value(at: node).isNull }
    func isObject(_ node: Int) -> Bool { tape.value(at: node).isObject }
    func string(_ node: Int) -> String? { tape.value(at: node).stringValue }
    func bool(_ node: Int) -> Bool? { tape.value(at: node).boolValue }

    func elements(of node: Int) -> [Int]? {
        let value = tape.value(at: node)
        guard value.kindName == "array" else { return nil }
        var positions: [Int] = []
        positions.reserveCapacity(value.count)
        value.forEachElement { positions.append($0.position) }
        return positions
    }

    func memberCount(of node: Int) -> Int {
        let value = tape.value(at: node)
        return value.isObject ? value.count : 0
    }

    func memberNames(of node: Int) -> [String] { tape.value(at: node).memberKeys }
}

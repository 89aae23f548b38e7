/// The response path a ``CacheReader`` is at (`items.3.owner`), kept as keys and list indices and
/// turned into text only when a miss needs it: a successful read never formats an index.
struct ResponsePathStack {
    private enum Element {
        case key(String)
        case index(Int)
    }

    private var elements: [Element] = []

    /// Enters the field with response key `key`.
    mutating func push(_ key: String) { elements.append(.key(key)) }

    /// Enters the list element at `index`.
    mutating func push(_ index: Int) { elements.append(.index(index)) }

    /// Leaves the innermost field or element.
    mutating func pop() { elements.removeLast() }

    /// The path joined by `.`, e.g. `items.3.owner`; empty at the root.
    var text: String {
        elements.map { element in
            switch element {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    /// The path with one more field, as ``text`` would give after `push(key)`.
    ///
    /// - Parameter key: The field's response key.
    /// - Returns: The text.
    func text(appending key: String) -> String {
        elements.isEmpty ? key : text + "." + key
    }
}

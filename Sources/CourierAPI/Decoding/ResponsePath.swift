/// A location inside a GraphQL response, such as `hero.friends[3].name`.
///
/// Decoding builds the path only when something fails: each level adds its component to the
/// error as the error travels outwards, so the successful path costs nothing.
public struct ResponsePath: Sendable, Hashable {
    /// One step of a path: an object key or a list index.
    public enum Component: Sendable, Hashable {
        /// A field's response key (its alias when it has one).
        case key(String)
        /// A zero-based list position.
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// Creates a path.
    ///
    /// - Parameter components: The steps from the root, outermost first.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path with `component` added at the end.
    ///
    /// - Parameter component: The next step.
    /// - Returns: A longer path.
    public func appending(_ component: Component) -> ResponsePath {
        ResponsePath(components + [component])
    }

    /// The path with `component` added at the start, as a failure passes up through a parent.
    ///
    /// - Parameter component: The step of the parent.
    /// - Returns: A longer path.
    public func prepending(_ component: Component) -> ResponsePath {
        ResponsePath([component] + components)
    }
}

extension ResponsePath: CustomStringConvertible {
    /// Dotted keys and bracketed indices, e.g. `hero.friends[3].name`; `(root)` when empty.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

extension ResponsePath: ExpressibleByArrayLiteral {
    /// Creates a path from its components.
    public init(arrayLiteral elements: Component...) {
        self.init(elements)
    }
}

extension ResponsePath.Component: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Creates a key component.
    public init(stringLiteral value: String) { self = .key(value) }

    /// Creates an index component.
    public init(integerLiteral value: Int) { self = .index(value) }
}

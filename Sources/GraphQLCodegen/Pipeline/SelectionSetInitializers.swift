/// Which definitions' selection sets get memberwise initializers (Apollo's granular
/// `selectionSetInitializers` option).
public struct SelectionSetInitializers: Sendable, Hashable {
    /// Every operation's.
    public var operations: Bool = false
    /// Every named fragment's.
    public var namedFragments: Bool = false
    /// Every local cache mutation's (Apollo's default: on).
    public var localCacheMutations: Bool = true
    /// These operations' and fragments', whatever the other flags say.
    public var definitionsNamed: Set<String> = []

    /// Creates the selection with Apollo's defaults, then lets `configure` change it.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout SelectionSetInitializers) -> Void = { _ in }) {
        configure(&self)
    }
}

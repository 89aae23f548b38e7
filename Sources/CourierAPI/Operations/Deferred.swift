/// The state of a deferred fragment's fields (`... @defer { name }`): not delivered yet, or
/// delivered, with the fragment's typed view.
///
/// Generated selection sets hold one per deferred fragment (`hero.deferredName`), so the initial
/// payload of an incremental response decodes even when the deferred fields are non-null, and
/// every later payload decodes with the fragments that arrived so far fulfilled. A fragment whose
/// `@defer(if:)` was false arrives with the initial payload, so it is fulfilled from the start.
public enum Deferred<Fragment: SelectionSet>: Sendable, Hashable {
    /// The fields have not arrived (or their increment failed).
    case pending
    /// The fields arrived.
    case fulfilled(Fragment)

    /// The fragment's view once fulfilled, else `nil`.
    public var fragment: Fragment? {
        if case .fulfilled(let fragment) = self { return fragment }
        return nil
    }

    /// Whether the fields arrived.
    public var isFulfilled: Bool { fragment != nil }
}

/// The selection set of a deferred fragment (`... @defer(label: "planet") { homePlanet }`): the
/// struct inside ``Deferred/fulfilled(_:)``. Its fields are merged into the enclosing object for
/// the normalized cache, like a named fragment's.
public protocol DeferredFragment: GraphQLFragment {}

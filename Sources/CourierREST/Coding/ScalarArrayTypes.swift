/// The array types that both coders read and write without an unkeyed container, as identifiers
/// made once: naming `[String].self` in a generic function looks its metadata up on every call
/// (that look-up alone was several percent of a decode).
enum ScalarArrayTypes {
    static let strings = ObjectIdentifier([String].self)
    static let ints = ObjectIdentifier([Int].self)
    static let doubles = ObjectIdentifier([Double].self)
    static let bools = ObjectIdentifier([Bool].self)
}

public import CourierAPI

/// Why an incremental-delivery payload could not be merged.
public struct IncrementalMergeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sentence naming the problem.
    public var reason: String
    /// The reason.
    public var description: String { reason }
}

/// Merges `@defer`/`@stream` incremental delivery (`deferSpec=20220824`) into one response: the
/// initial `{"data", "errors"?, "hasNext"}`, then `{"incremental": [{"data"|"items", "path",
/// "label"?, "errors"?}], "hasNext"}` payloads, each increment's `data` deep-merged into the
/// object at its `path` (`items` appended to the list at `path`). Pure; no I/O.
public struct IncrementalResultMerger: Sendable {
    /// The merged `data` so far (built from the tape on each read while the merger holds an
    /// initial result read in place, so read it once).
    public var data: JSONValue? { dataStorage?.jsonValue }
    /// Where the merged `data` is held: an initial result read from a tape keeps its `data` there
    /// until an increment is merged into it, which needs a tree.
    private var dataStorage: GraphQLResponse.DataStorage?
    /// Every error so far, initial and incremental.
    public private(set) var errors: [JSONValue] = []
    /// The latest `extensions`.
    public private(set) var extensions: JSONObject?
    /// Whether the server said more payloads follow.
    public private(set) var hasNext = true
    private var hasInitial = false

    /// Creates an empty merger.
    public init() {}

    /// The merged response so far as one execution-result object.
    public var result: JSONObject {
        GraphQLWire.responseObject(data: data, errors: errors, extensions: extensions)
    }

    /// Applies one payload.
    ///
    /// - Parameter payload: The initial result or a subsequent payload.
    /// - Returns: Whether the merged result changed (data, errors) and should be emitted again.
    /// - Throws: ``IncrementalMergeError`` for a path that does not exist or an increment before
    ///   the initial result.
    public mutating func apply(_ payload: JSONObject) throws(IncrementalMergeError) -> Bool {
        try apply(payload: JSONValue.object(payload))
    }

    /// Whether no initial result has been applied yet: the next payload is the one whose `data`
    /// an ``apply(payload:)`` of a tape value keeps on its tape.
    var awaitsInitialResult: Bool { !hasInitial }

    /// The merged result as a response: the response ``result`` reads as, with `data` still on
    /// the tape while nothing has been merged into an initial result read from one.
    var response: GraphQLResponse {
        GraphQLResponse(
            storage: dataStorage ?? .tree(.null), errors: GraphQLWire.errors(errors), extensions: extensions)
    }

    /// Applies one payload, as ``apply(_:)``, read from a tree or in place from a tape. An
    /// initial result keeps its `data` where it was read; increments are merged into a tree.
    ///
    /// - Parameter payload: The initial result or a subsequent payload.
    /// - Returns: Whether the merged result changed.
    /// - Throws: ``IncrementalMergeError``, as ``apply(_:)``.
    mutating func apply<Value: GraphQLWireValue>(payload: Value) throws(IncrementalMergeError) -> Bool {
        let envelope: GraphQLWireEnvelope<Value>
        do { envelope = try GraphQLWireEnvelope(payload) } catch { throw Self.failure(error) }
        if let next = envelope.hasNext { hasNext = next }
        if let extensions = envelope.extensions { self.extensions = extensions }
        if !hasInitial {
            guard envelope.hasResultMember else { throw Self.failure(GraphQLWireError(.firstPayloadWithoutResult)) }
            hasInitial = true
            dataStorage = envelope.data?.responseData
            errors = envelope.errorEntries.map(\.jsonValue)
            return true
        }
        var changed = false
        if !envelope.errorEntries.isEmpty {
            errors += envelope.errorEntries.map(\.jsonValue)
            changed = true
        }
        for entry in envelope.incremental {
            let increment: GraphQLWireIncrement<Value>
            do { increment = try GraphQLWireIncrement(entry) } catch { throw Self.failure(error) }
            if !increment.errorEntries.isEmpty {
                errors += increment.errorEntries.map(\.jsonValue)
                changed = true
            }
            if let patch = increment.data {
                guard patch.isObject else { continue }
                let path = increment.path.map(\.jsonValue)
                dataStorage = .tree(try Self.merge(patch.jsonValue, into: data ?? .null, at: path[...]))
                changed = true
            } else if let items = increment.items {
                // A stream increment's path ends with the index of its first item; the list is its parent.
                let path = increment.path.dropLast().map(\.jsonValue)
                dataStorage = .tree(try Self.append(items.map(\.jsonValue), into: data ?? .null, at: path[...]))
                changed = true
            }
        }
        return changed
    }

    private static func failure(_ error: GraphQLWireError) -> IncrementalMergeError {
        IncrementalMergeError(reason: error.description)
    }

    /// `value` with `patch` deep-merged into the object at `path`.
    static func merge(_ patch: JSONValue, into value: JSONValue, at path: ArraySlice<JSONValue>)
        throws(IncrementalMergeError) -> JSONValue
    {
        guard let head = path.first else { return deepMerge(value, patch) }
        return try descend(value, head) { (child: JSONValue) throws(IncrementalMergeError) -> JSONValue in
            try merge(patch, into: child, at: path.dropFirst())
        }
    }

    /// `value` with `items` appended to the list at `path`.
    static func append(_ items: [JSONValue], into value: JSONValue, at path: ArraySlice<JSONValue>)
        throws(IncrementalMergeError) -> JSONValue
    {
        guard let head = path.first else {
            guard case .array(let list) = value else {
                throw IncrementalMergeError(reason: "stream items for a path that is not a list")
            }
            return .array(list + items)
        }
        return try descend(value, head) { (child: JSONValue) throws(IncrementalMergeError) -> JSONValue in
            try append(items, into: child, at: path.dropFirst())
        }
    }

    private static func descend(
        _ value: JSONValue,
        _ key: JSONValue,
        _ transform: (JSONValue) throws(IncrementalMergeError) -> JSONValue
    ) throws(IncrementalMergeError) -> JSONValue {
        switch (value, key) {
        case (.object(var object), .string(let name)):
            guard let child = object[name] else {
                throw IncrementalMergeError(reason: "no field \(name) at the increment's path")
            }
            object[name] = try transform(child)
            return .object(object)
        case (.array(var list), .number(let number)):
            guard let index = number.int64Value.map(Int.init), list.indices.contains(index) else {
                throw IncrementalMergeError(reason: "no index \(number) at the increment's path")
            }
            list[index] = try transform(list[index])
            return .array(list)
        default:
            throw IncrementalMergeError(reason: "the increment's path does not match the data")
        }
    }

    private static func deepMerge(_ base: JSONValue, _ patch: JSONValue) -> JSONValue {
        guard case .object(var target) = base, case .object(let source) = patch else { return patch }
        for (key, value) in source {
            target[key] = target[key].map { deepMerge($0, value) } ?? value
        }
        return .object(target)
    }
}

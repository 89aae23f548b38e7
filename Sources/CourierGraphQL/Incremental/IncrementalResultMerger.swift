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
    /// The merged `data` so far.
    public private(set) var data: JSONValue?
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
        let envelope: GraphQLWireEnvelope<JSONValue>
        do { envelope = try GraphQLWireEnvelope(JSONValue.object(payload)) } catch { throw Self.failure(error) }
        if let next = envelope.hasNext { hasNext = next }
        if let extensions = envelope.extensions { self.extensions = extensions }
        if !hasInitial {
            guard envelope.hasResultMember else { throw Self.failure(GraphQLWireError(.firstPayloadWithoutResult)) }
            hasInitial = true
            data = envelope.data
            errors = envelope.errorEntries
            return true
        }
        var changed = false
        if !envelope.errorEntries.isEmpty {
            errors += envelope.errorEntries
            changed = true
        }
        for entry in envelope.incremental {
            let increment: GraphQLWireIncrement<JSONValue>
            do { increment = try GraphQLWireIncrement(entry) } catch { throw Self.failure(error) }
            if !increment.errorEntries.isEmpty {
                errors += increment.errorEntries
                changed = true
            }
            if let patch = increment.data {
                guard case .object = patch else { continue }
                data = try Self.merge(patch, into: data ?? .null, at: increment.path[...])
                changed = true
            } else if let items = increment.items {
                // A stream increment's path ends with the index of its first item; the list is its parent.
                data = try Self.append(items, into: data ?? .null, at: increment.path.dropLast()[...])
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

import CourierAPI

@testable import CourierGraphQL

/// The multipart reader as it was before parts were read on a tape: every part parsed into a
/// ``JSONValue`` tree, responses made from trees. The reference the tape path is compared with.
struct TreeMultipartPayloadReader {
    let mode: MultipartPayloadReader.Mode
    let operationName: String
    private var merger = IncrementalResultMerger()

    init(mode: MultipartPayloadReader.Mode, operationName: String) {
        self.mode = mode
        self.operationName = operationName
    }

    mutating func read(_ body: [UInt8]) throws(GraphQLSubscriptionError) -> MultipartPayloadReader.Output {
        if body.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 || $0 == 10 }) { return .none }
        let parsed: JSONValue
        do { parsed = try JSONParser.parse(body) } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse("a part is not JSON"), operationName: operationName, underlyingError: error)
        }
        guard let object = parsed.objectValue else { throw failure("a part is not a JSON object") }
        if mode == .incremental {
            let changed: Bool
            do { changed = try merger.apply(object) } catch {
                throw GraphQLSubscriptionError(
                    .invalidStreamingResponse(error.reason), operationName: operationName, underlyingError: error)
            }
            let merged = GraphQLResponse(payload: merger.result)
            if merger.hasNext { return changed ? .response(merged) : .none }
            return changed ? .last(merged) : .end
        }
        let transportErrors = object["errors"]?.arrayValue.map { GraphQLWire.errors($0) }
        switch object["payload"] {
        case nil:
            guard let transportErrors else { return .none }
            throw GraphQLSubscriptionError(.operationFailed, operationName: operationName, errors: transportErrors)
        case .null?:
            throw GraphQLSubscriptionError(
                .operationFailed, operationName: operationName, errors: transportErrors ?? [])
        case .object(let result)?:
            let response = GraphQLResponse(payload: result)
            return response.hasNullData && !response.errors.isEmpty ? .last(response) : .response(response)
        default:
            throw failure("payload is neither an object nor null")
        }
    }

    private func failure(_ reason: String) -> GraphQLSubscriptionError {
        GraphQLSubscriptionError(.invalidStreamingResponse(reason), operationName: operationName)
    }
}

/// What reading one part gave, in a form two readers' results compare by: the output's case, the
/// response's data (as a tree and as serialized, so member order counts), errors and extensions,
/// or the error's kind, operation name, GraphQL errors and underlying error.
enum MultipartPartOutcome: Equatable, CustomStringConvertible {
    struct Response: Equatable {
        var data: JSONValue?
        var dataText: String?
        var errors: [GraphQLError]
        var extensions: JSONObject?
        var extensionsText: String?

        init(_ response: GraphQLResponse) {
            data = response.data
            dataText = data.flatMap { try? $0.jsonString() }
            errors = response.errors
            extensions = response.extensions
            extensionsText = extensions.flatMap { try? JSONValue.object($0).jsonString() }
        }
    }

    struct Failure: Equatable {
        var kind: GraphQLSubscriptionError.Kind
        var operationName: String?
        var errors: [GraphQLError]
        var underlying: AnyHashable?
        var underlyingType: String?

        init(_ error: GraphQLSubscriptionError) {
            kind = error.kind
            operationName = error.operationName
            errors = error.errors
            underlying = (error.underlyingError as? any Hashable).map { AnyHashable($0) }
            underlyingType = error.underlyingError.map { "\(type(of: $0))" }
        }
    }

    case none
    case response(Response)
    case last(Response)
    case end
    case failure(Failure)

    init(_ read: () throws(GraphQLSubscriptionError) -> MultipartPayloadReader.Output) {
        do throws(GraphQLSubscriptionError) {
            switch try read() {
            case .none: self = .none
            case .response(let response): self = .response(Response(response))
            case .last(let response): self = .last(Response(response))
            case .end: self = .end
            }
        } catch {
            self = .failure(Failure(error))
        }
    }

    var description: String {
        switch self {
        case .none: "none"
        case .response(let response): "response(\(response))"
        case .last(let response): "last(\(response))"
        case .end: "end"
        case .failure(let failure): "failure(\(failure))"
        }
    }
}

extension GraphQLResponse {
    /// A response read from an execution result object (`data`, `errors`, `extensions`).
    ///
    /// - Parameter payload: The result object.
    fileprivate init(payload: JSONObject) {
        // An object is always an envelope.
        self = (try? GraphQLWireEnvelope(JSONValue.object(payload)).response()) ?? GraphQLResponse(data: nil)
    }
}

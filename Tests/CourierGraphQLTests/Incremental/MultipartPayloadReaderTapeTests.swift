import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

/// ``MultipartPayloadReader`` reads subscription parts and the initial result of incremental
/// delivery on a ``JSONTape``: it must give what the tree reader it replaced gave
/// (``TreeMultipartPayloadReader``) for every part — responses, errors, end of stream — and
/// keep those responses' `data` on the tape.
@Suite("Multipart parts read on the tape")
struct MultipartPayloadReaderTapeTests {
    /// Part bodies real servers send (Strawberry, Apollo Router, the loopback fixtures) and the
    /// edge cases the reader distinguishes.
    static let subscriptionParts = [
        "{}", "", "\r\n", #"{"payload":{"data":{"count":1}}}"#, #"{"payload":{"data":{"count":2}}}"#,
        #"{"payload":null,"errors":[{"message":"gone"}]}"#, #"{"payload":null}"#,
        #"{"errors":[{"message":"router: subgraph unreachable","extensions":{"code":"SUBREQUEST_HTTP_ERROR"}}]}"#,
        #"{"payload":{"data":null,"errors":[{"message":"source stream failed","path":["count"]}]}}"#,
        #"{"payload":{"data":{"count":3},"errors":[{"message":"partial","locations":[{"line":1,"column":2}]}]}}"#,
        #"{"payload":{"data":{"count":4},"extensions":{"cost":1}},"errors":[{"message":"transport"}]}"#,
        #"{"payload":{"errors":[{"message":"no data member"}]}}"#, #"{"payload":{}}"#, #"{"payload":[]}"#,
        #"{"payload":"text"}"#, #"{"payload":{"data":1}}"#, #"{"payload":{"data":{"n":1e400,"m":-0}}}"#,
        #"{"payload":{"data":{"a":1},"data":{"b":2}}}"#, #"{"payload":{"data":{}},"payload":null}"#, "[]", "not json",
    ]

    static let deferExchanges = [
        [
            #"{"data":{"count":1,"hero":{"name":"R2"}},"hasNext":true}"#,
            #"{"incremental":[{"data":{"id":"2001"},"path":["hero"],"label":"L"}],"hasNext":true}"#,
            #"{"hasNext":false}"#,
        ],
        [
            #"{"data":{"hero":{"friends":[{"name":"Luke"}]}},"hasNext":true}"#,
            #"{"incremental":[{"items":[{"name":"Han"}],"path":["hero","friends",1]}],"hasNext":false}"#,
        ],
        [#"{"data":{"count":1},"hasNext":false}"#],
        [#"{"data":{"count":1}}"#, #"{"incremental":[{"data":{"x":1},"path":[]}],"hasNext":false}"#],
        [#"{"errors":[{"message":"bad"}],"hasNext":false}"#],
        [#"{"hasNext":false}"#],
        [#"{"data":{"a":1},"hasNext":true}"#, #"{"incremental":[{"data":{"b":2},"path":["missing"]}]}"#],
        [
            #"{"data":{"a":1},"extensions":{"t":1},"hasNext":true}"#,
            #"{"errors":[{"message":"late"}],"hasNext":false}"#,
        ],
    ]

    func outcomes(_ parts: [[UInt8]], mode: MultipartPayloadReader.Mode) -> (
        [MultipartPartOutcome], [MultipartPartOutcome]
    ) {
        var tape = MultipartPayloadReader(mode: mode, operationName: "Op")
        var tree = TreeMultipartPayloadReader(mode: mode, operationName: "Op")
        var onTape: [MultipartPartOutcome] = []
        var fromTree: [MultipartPartOutcome] = []
        // The transport stops at the first failure or at the end.
        for part in parts {
            onTape.append(MultipartPartOutcome { () throws(GraphQLSubscriptionError) in try tape.read(part) })
            fromTree.append(MultipartPartOutcome { () throws(GraphQLSubscriptionError) in try tree.read(part) })
            switch onTape.last {
            case .failure?, .last?, .end?: return (onTape, fromTree)
            default: continue
            }
        }
        return (onTape, fromTree)
    }

    @Test func subscriptionPartsReadAsTheTreeReaderReadThem() {
        var generator = MultipartPartGenerator(seed: 0x5EED)
        let parts =
            Self.subscriptionParts.map { Array($0.utf8) } + (0..<1_500).map { _ in generator.subscriptionPart() }
        var kinds: Set<String> = []
        for part in parts {
            let (onTape, fromTree) = outcomes([part], mode: .subscription)
            #expect(onTape == fromTree, "\(String(decoding: part, as: UTF8.self))")
            kinds.insert(String(describing: onTape[0]).prefix { $0 != "(" }.description)
        }
        // The generated parts reach every outcome.
        #expect(kinds == ["none", "response", "last", "failure"])
    }

    @Test func incrementalExchangesReadAsTheTreeReaderReadThem() {
        var generator = MultipartPartGenerator(seed: 0xDEFE4)
        let exchanges =
            Self.deferExchanges.map { $0.map { Array($0.utf8) } }
            + (0..<600).map { _ in generator.incrementalSequence() }
        var kinds: Set<String> = []
        for parts in exchanges {
            let (onTape, fromTree) = outcomes(parts, mode: .incremental)
            #expect(onTape == fromTree, "\(parts.map { String(decoding: $0, as: UTF8.self) })")
            for outcome in onTape { kinds.insert(String(describing: outcome).prefix { $0 != "(" }.description) }
        }
        #expect(kinds == ["none", "response", "last", "end", "failure"])
    }

    @Test func brokenPartsFailWithTheParseErrorUnderneath() throws {
        var reader = MultipartPayloadReader(mode: .subscription, operationName: "Op")
        for body in [
            Array("{".utf8), [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D],
            Array(MultipartPartGenerator.nested(depth: 600).utf8),
        ] {
            do {
                _ = try reader.read(body)
                Issue.record("expected a failure")
            } catch {
                #expect(error.kind == .invalidStreamingResponse("a part is not JSON"))
                #expect(error.operationName == "Op")
                #expect(error.underlyingError is JSONParseError)
            }
        }
    }

    /// The response `reader` emits for `part`, and whether it is the last one.
    func emitted(_ reader: inout MultipartPayloadReader, _ part: String) throws -> (GraphQLResponse, isLast: Bool)? {
        switch try reader.read(Array(part.utf8)) {
        case .response(let response): (response, false)
        case .last(let response): (response, true)
        case .none, .end: nil
        }
    }

    @Test func aSubscriptionResponseKeepsItsDataOnTheTape() throws {
        var reader = MultipartPayloadReader(mode: .subscription, operationName: "Count")
        let (response, isLast) = try #require(try emitted(&reader, #"{"payload":{"data":{"count":1}}}"#))
        #expect(isOnTape(response) && !isLast)
        #expect(response.data == ["count": 1])
        let failed = try #require(try emitted(&reader, #"{"payload":{"data":null,"errors":[{"message":"x"}]}}"#))
        #expect(isOnTape(failed.0) && failed.isLast)
    }

    @Test func aPlainResultSentAsMultipartStaysOnTheTape() throws {
        var reader = MultipartPayloadReader(mode: .incremental, operationName: "Hero")
        let (response, isLast) = try #require(try emitted(&reader, #"{"data":{"hero":{"name":"R2"}},"hasNext":false}"#))
        #expect(isOnTape(response) && isLast)
        #expect(response.data == ["hero": ["name": "R2"]])
    }

    @Test func anInitialResultStaysOnTheTapeUntilAnIncrementMergesIntoIt() throws {
        var reader = MultipartPayloadReader(mode: .incremental, operationName: "Hero")
        let initial = try #require(try emitted(&reader, #"{"data":{"hero":{"name":"R2"}},"hasNext":true}"#))
        #expect(isOnTape(initial.0) && !initial.isLast)
        let withErrors = try #require(try emitted(&reader, #"{"errors":[{"message":"late"}]}"#))
        #expect(isOnTape(withErrors.0))
        #expect(withErrors.0.errors.map(\.message) == ["late"])
        let increment = #"{"incremental":[{"data":{"id":"2001"},"path":["hero"]}],"hasNext":false}"#
        let (merged, isLast) = try #require(try emitted(&reader, increment))
        #expect(!isOnTape(merged) && isLast)
        #expect(merged.data == ["hero": ["name": "R2", "id": "2001"]])
    }

    @Test func aJSONAnswerInsteadOfMultipartIsReadOnTheTape() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in .json(#"{"data":{"count":7}}"#) }
        let transport = MultipartGraphQLTransport(
            endpoint: server.url("/graphql"), transport: URLSessionStreamingTransport())
        var responses: [GraphQLResponse] = []
        for try await event in transport.subscribe(GraphQLRequest(CountSubscription(to: 2))) {
            if case .response(let response) = event { responses.append(response) }
        }
        #expect(responses.map(\.data) == [["count": 7]])
        #expect(responses.allSatisfy(isOnTape))
    }

    func isOnTape(_ response: GraphQLResponse) -> Bool {
        if case .tape? = response.storage { return true }
        return false
    }
}

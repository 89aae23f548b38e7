import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// Credentials sent with a GraphQL request (the `Authorization` header) or a subscription's
/// `connection_init` payload never appear in the description of the error that ends it.
@Suite struct ClientErrorRedactionTests {
    static let token = "Bearer client-secret-4d1f"
    static let payloadSecret = "subscription-secret-93ab"

    private func expectNoSecret(_ error: any Error, _ secret: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        for text in ["\(error)", String(reflecting: error), error.localizedDescription] {
            #expect(!text.contains(secret), "\(text)", sourceLocation: sourceLocation)
            #expect(!text.contains("secret"), "\(text)", sourceLocation: sourceLocation)
        }
    }

    enum Failure: String, CaseIterable, Sendable {
        case unauthorizedHTML, transport, timeout, malformedJSON, htmlWith200, decoding, graphQLErrors
    }

    @Test(arguments: Failure.allCases)
    func clientErrorsNameNoCredential(_ failure: Failure) async throws {
        let (client, transport) = makeClient(
            configure: {
                $0.headerFields = ["Authorization": Self.token]
                $0.errorPolicy = .none
            },
            handler: { request in
                switch failure {
                case .unauthorizedHTML:
                    return HTTPResponse(
                        statusCode: 401, headerFields: ["Content-Type": "text/html"],
                        body: Data("<h1>Unauthorized</h1>".utf8))
                case .transport:
                    throw HTTPError(.transport, request: request, underlyingError: URLError(.networkConnectionLost))
                case .timeout:
                    throw HTTPError(.timeout, request: request)
                case .malformedJSON:
                    return jsonResponse(#"{"data": {"hero": "#)
                case .htmlWith200:
                    return jsonResponse("<html>login</html>", contentType: "text/html")
                case .decoding:
                    return jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":7}}}"#)
                case .graphQLErrors:
                    return jsonResponse(#"{"data":null,"errors":[{"message":"not allowed"}]}"#)
                }
            })
        let error = try await #require(throws: GraphQLClientError.self) { try await client.fetch(query: HeroQuery()) }
        // The header was sent: the error had it within reach.
        #expect(transport.sentRequests.first?.headerFields["Authorization"] == Self.token)
        expectNoSecret(error, Self.token)
        expectNoSecret(error, "client-secret")
        if let underlying = error.underlyingError { expectNoSecret(underlying, "client-secret") }
    }

    /// Subscriptions ended by the server refusing the connection, a protocol failure, a timeout
    /// or a close code: no failure carries the `connection_init` payload.
    @Test(arguments: ["connection_error", "close4403", "malformed", "ackTimeout", "operationError"])
    func subscriptionErrorsNameNoConnectionPayload(_ scenario: String) throws {
        let configuration = SubscriptionStateMachineConfiguration {
            $0.connectionPayload = ["authToken": .string(Self.payloadSecret)]
        }
        var legacy = SubscriptionStateMachine<LegacyGraphQLWSProtocol>(configuration: configuration)
        var current = SubscriptionStateMachine<GraphQLTransportWSProtocol>(configuration: configuration)
        var failures: [GraphQLSubscriptionError] = []
        func collect(_ actions: [SubscriptionMachineAction]) {
            for case .fail(_, let error) in actions { failures.append(error) }
        }
        for machine in [0, 1] {
            func handle(_ event: SubscriptionMachineEvent) -> [SubscriptionMachineAction] {
                machine == 0 ? legacy.handle(event) : current.handle(event)
            }
            _ = handle(.subscribe(id: "1", payload: ["query": "subscription { count }"]))
            let initActions = handle(.connected)
            // The payload does go to the server.
            #expect(
                initActions.contains {
                    if case .send(let text) = $0 { text.contains(Self.payloadSecret) } else { false }
                })
            switch scenario {
            case "connection_error":
                collect(handle(.received(#"{"type":"connection_error","payload":{"message":"invalid token"}}"#)))
                if machine == 1 { collect(handle(.connectionClosed(.closeCode(4403, reason: "Forbidden")))) }
            case "close4403":
                collect(handle(.connectionClosed(.closeCode(4403, reason: "Forbidden"))))
            case "malformed":
                collect(handle(.received(#"{"type":"next"}"#)))
            case "ackTimeout":
                let token = initActions.compactMap {
                    if case .schedule(.connectionAck, _, let token) = $0 { token } else { nil }
                }.first
                collect(handle(.timerFired(.connectionAck, token: try #require(token))))
                collect(handle(.shutdown))
            default:
                _ = handle(.received(#"{"type":"connection_ack"}"#))
                collect(handle(.received(#"{"id":"1","type":"error","payload":[{"message":"denied"}]}"#)))
            }
        }
        #expect(failures.count >= 2)
        for failure in failures { expectNoSecret(failure, Self.payloadSecret) }
    }
}

/// `dump` walks stored properties, the request's header fields included.
@Suite struct ClientErrorDumpTests {
    @Test func dumpOfAClientErrorShowsNoAuthorizationValue() async throws {
        let (client, _) = makeClient(
            configure: { $0.headerFields = ["Authorization": ClientErrorRedactionTests.token, "X-Trace": "visible"] },
            handler: { request in
                throw HTTPError(.transport, request: request, underlyingError: URLError(.networkConnectionLost))
            })
        let error = try await #require(throws: GraphQLClientError.self) { try await client.fetch(query: HeroQuery()) }
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!dumped.contains("client-secret"), "\(dumped)")
        // The mirror still shows the fields, with the secret one redacted.
        #expect(dumped.contains("visible"))
        #expect(dumped.contains("<redacted>"))
    }
}

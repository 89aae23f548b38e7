import CourierHTTP
import Foundation
import Testing

@Suite("HeadersMiddleware")
struct HeadersMiddlewareTests {
    /// Sends `request` through `middleware` and returns the request the transport saw.
    private func sent(_ request: HTTPRequest, through middleware: HeadersMiddleware) async throws -> HTTPRequest {
        let seen = CoreRecorder<HTTPRequest>()
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { request in
                seen.append(request)
                return CoreFixtures.response(200)
            },
            middlewares: [middleware]
        )
        _ = try await chain.send(request)
        return try #require(seen.all.first)
    }

    @Test func addsFixedHeadersInOrder() async throws {
        let middleware = HeadersMiddleware(fields: ["Accept": "application/json", "X-Client": "courier/1"])
        let request = try await sent(CoreFixtures.request(headers: ["X-Own": "1"]), through: middleware)
        #expect(request.headerFields.map(\.name) == ["X-Own", "Accept", "X-Client"])
        #expect(request.headerFields["x-client"] == "courier/1")
    }

    @Test func everyHeaderKindBuildsTheSameWayAtBothLevels() async throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let combined = HeadersMiddleware(
            .fixed("X-Client", "courier/1"),
            .computed("X-Path") { $0.url.path },
            .deviceUUID(uuid)
        )
        let alone: [HeadersMiddleware] = [
            .fixed("X-Client", "courier/1"),
            .computed("X-Path") { $0.url.path },
            .deviceUUID(uuid),
        ]
        let viaCombined = try await sent(CoreFixtures.request(), through: combined)
        var viaEach: [HTTPFields.Field] = []
        for middleware in alone {
            viaEach += try await sent(CoreFixtures.request(), through: middleware).headerFields.fields
        }
        #expect(viaCombined.headerFields.fields == viaEach)
        #expect(viaCombined.headerFields.map(\.name) == ["X-Client", "X-Path", "X-Device-UUID"])
        #expect(viaCombined.headerFields["X-Device-UUID"] == uuid.uuidString)
    }

    @Test func deviceUUIDGoesOnEveryRequest() async throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let middleware = HeadersMiddleware.deviceUUID(uuid)
        for method in [HTTPMethod.get, .post, .delete] {
            let request = try await sent(CoreFixtures.request(method), through: middleware)
            #expect(request.headerFields["X-Device-UUID"] == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        }
    }

    @Test func deviceUUIDReplacesAStaleValueByDefault() async throws {
        let uuid = UUID()
        let stale = CoreFixtures.request(headers: ["x-device-uuid": "stale", "x-device-uuid": "older"])
        let request = try await sent(stale, through: .deviceUUID(uuid))
        #expect(request.headerFields.values(for: "X-Device-UUID") == [uuid.uuidString])
    }

    @Test(arguments: [
        (HeadersMiddleware.ExistingFieldPolicy.keep, ["caller"]),
        (.replace, ["middleware"]),
        (.append, ["caller", "middleware"]),
    ])
    func existingFieldPolicy(_ policy: HeadersMiddleware.ExistingFieldPolicy, expected: [String]) async throws {
        let middleware = HeadersMiddleware([.fixed("Accept-Language", "middleware", policy: policy)])
        let request = try await sent(CoreFixtures.request(headers: ["accept-language": "caller"]), through: middleware)
        #expect(request.headerFields.values(for: "Accept-Language") == expected)
    }

    @Test(arguments: [HeadersMiddleware.ExistingFieldPolicy.keep, .replace, .append])
    func absentFieldIsAddedUnderEveryPolicy(_ policy: HeadersMiddleware.ExistingFieldPolicy) async throws {
        let middleware = HeadersMiddleware([.fixed("X-A", "1", policy: policy)])
        let request = try await sent(CoreFixtures.request(), through: middleware)
        #expect(request.headerFields.values(for: "x-a") == ["1"])
    }

    @Test func repeatedNamesInOneMiddlewareAllGoOut() async throws {
        var fields = HTTPFields()
        fields.append(name: "Accept", value: "application/json")
        fields.append(name: "Accept", value: "text/plain")
        for policy in [HeadersMiddleware.ExistingFieldPolicy.keep, .replace] {
            let request = try await sent(
                CoreFixtures.request(), through: HeadersMiddleware(fields: fields, policy: policy))
            #expect(request.headerFields.values(for: "accept") == ["application/json", "text/plain"])
        }
    }

    @Test func computedValueSeesTheRequestEveryTime() async throws {
        let middleware = HeadersMiddleware([
            .init("X-Path") { request in request.url.path },
            .init("X-Method-Twice") { request in request.method.rawValue + request.method.rawValue },
        ])
        let first = try await sent(CoreFixtures.request(.get), through: middleware)
        #expect(first.headerFields["X-Path"] == "/v1/items")
        #expect(first.headerFields["X-Method-Twice"] == "GETGET")
        let second = try await sent(CoreFixtures.request(.put), through: middleware)
        #expect(second.headerFields["X-Method-Twice"] == "PUTPUT")
    }

    @Test func computedValueIsCalledPerRequest() async throws {
        let calls = CoreRecorder<Int>()
        let middleware = HeadersMiddleware([
            .init("X-Sequence") { _ in
                calls.append(1)
                return String(calls.all.count)
            }
        ])
        let first = try await sent(CoreFixtures.request(), through: middleware)
        let second = try await sent(CoreFixtures.request(), through: middleware)
        #expect(first.headerFields["X-Sequence"] == "1")
        #expect(second.headerFields["X-Sequence"] == "2")
    }

    @Test func keptFieldDoesNotEvaluateTheClosure() async throws {
        let calls = CoreRecorder<Int>()
        let middleware = HeadersMiddleware([
            .init("X-Expensive", policy: .keep) { _ in
                calls.append(1)
                return "computed"
            }
        ])
        let request = try await sent(CoreFixtures.request(headers: ["X-Expensive": "mine"]), through: middleware)
        #expect(request.headerFields["X-Expensive"] == "mine")
        #expect(calls.all.isEmpty)
    }

    @Test func nilValueAddsNothing() async throws {
        let middleware = HeadersMiddleware([.init("X-Maybe", policy: .replace) { _ in nil }])
        let request = try await sent(CoreFixtures.request(headers: ["X-Maybe": "kept"]), through: middleware)
        #expect(request.headerFields.values(for: "X-Maybe") == ["kept"])
    }

    @Test func throwingValueFailsBeforeSending() async {
        struct Unavailable: Error {}
        let sentCount = CoreRecorder<Int>()
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { _ in
                sentCount.append(1)
                return CoreFixtures.response(200)
            },
            middlewares: [HeadersMiddleware([.init("X-Fail") { _ in throw Unavailable() }])]
        )
        await #expect(throws: Unavailable.self) { try await chain.send(CoreFixtures.request()) }
        #expect(sentCount.all.isEmpty)
    }

    @Test func insideRetryValuesAreComputedPerAttempt() async throws {
        let seen = CoreRecorder<HTTPRequest>()
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { request in
                seen.append(request)
                return CoreFixtures.response(seen.all.count < 3 ? 503 : 200)
            },
            middlewares: [
                RetryMiddleware(policy: RetryPolicy(maxAttempts: 3), sleeper: CoreRecordingSleeper()),
                HeadersMiddleware([.init("X-Attempt") { _ in String(HTTPAttempt.number) }]),
            ]
        )
        _ = try await chain.send(CoreFixtures.request())
        #expect(seen.all.map { $0.headerFields.values(for: "X-Attempt") } == [["1"], ["2"], ["3"]])
    }
}

import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Dispatch
import Foundation
import Testing

@Suite struct GraphQLClientTests {
    @Test func queryIsPostedAsJSONWithTheAcceptHeader() async throws {
        let (client, transport) = makeClient { _ in
            jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":"R2-D2"}},"extensions":{"requestId":7}}"#)
        }
        let result = try await client.fetch(query: HeroQuery(episode: "JEDI"))
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(result.errors.isEmpty)
        #expect(result.source == .network)
        #expect(result.extensions?["requestId"] == .number(.integer(7)))

        let request = try #require(transport.sentRequests.first)
        #expect(request.method == .post)
        #expect(request.url == endpoint)
        #expect(request.headerFields["Accept"] == "application/graphql-response+json, application/json")
        #expect(request.headerFields["Content-Type"] == "application/json")
        #expect(request.isIdempotent)
        let body = try bodyJSON(request)
        #expect(body["operationName"] == .string("Hero"))
        #expect(body["query"] == .string(HeroQuery.operationDocument ?? ""))
        #expect(body["variables"] == .object(["episode": .string("JEDI")]))
        #expect(body["extensions"] == nil)
    }

    @Test func queryCanGoAsGET() async throws {
        let (client, transport) = makeClient { _ in jsonResponse(#"{"data":{"hero":null}}"#) }
        let result = try await client.fetch(
            query: HeroQuery(episode: "A+B"), options: GraphQLRequestOptions(method: .get))
        #expect(result.data != nil)
        #expect(result.data?.hero == nil)
        let request = try #require(transport.sentRequests.first)
        #expect(request.method == .get)
        #expect(request.body == nil)
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.first { $0.name == "query" }?.value == HeroQuery.operationDocument)
        #expect(items.first { $0.name == "operationName" }?.value == "Hero")
        #expect(items.first { $0.name == "variables" }?.value == #"{"episode":"A+B"}"#)
        #expect(request.url.absoluteString.contains("A%2BB"))
    }

    @Test func mutationsAlwaysGoAsPOSTEvenWhenGETIsTheDefault() async throws {
        let (client, transport) = makeClient(
            configure: { $0.queryMethod = .get }, handler: { _ in jsonResponse(#"{"data":{"rename":"Ben"}}"#) })
        let result = try await client.perform(
            mutation: RenameMutation(id: "1000", name: "Ben"), options: GraphQLRequestOptions(method: .get))
        #expect(result.data?.rename == "Ben")
        let request = try #require(transport.sentRequests.first)
        #expect(request.method == .post)
        #expect(!request.isIdempotent)
    }

    @Test func headersFromClientAndRequestAreSent() async throws {
        let (client, transport) = makeClient(
            configure: { $0.headerFields = ["X-Client": "courier"] },
            handler: { _ in jsonResponse(#"{"data":{"hero":null}}"#) })
        _ = try await client.fetch(
            query: HeroQuery(), options: GraphQLRequestOptions(headerFields: ["X-Trace": "t1"], timeoutInterval: 3))
        let request = try #require(transport.sentRequests.first)
        #expect(request.headerFields["X-Client"] == "courier")
        #expect(request.headerFields["X-Trace"] == "t1")
        #expect(request.timeoutInterval == 3)
        #expect(try bodyJSON(request)["variables"] == .object([:]))
    }

    @Test func httpMiddlewareWrapsTheTransport() async throws {
        struct Stamp: HTTPMiddleware {
            func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse)
                async throws -> HTTPResponse
            {
                var request = request
                request.headerFields.append(name: "X-Stamp", value: "1")
                return try await next(request)
            }
        }
        let (client, transport) = makeClient(
            configure: { $0.middleware = [Stamp()] }, handler: { _ in jsonResponse(#"{"data":{"hero":null}}"#) })
        _ = try await client.fetch(query: HeroQuery())
        #expect(transport.sentRequests.first?.headerFields["X-Stamp"] == "1")
    }

    @Test func callbackRunsOnTheChosenQueue() async throws {
        let (client, _) = makeClient { _ in jsonResponse(#"{"data":{"hero":{"__typename":"Human","name":"Luke"}}}"#) }
        let queue = DispatchQueue(label: "courier.test.callbacks")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 42)
        let (name, onQueue) = await withCheckedContinuation {
            (continuation: CheckedContinuation<(String?, Bool), Never>) in
            client.fetch(query: HeroQuery(), queue: queue) { result in
                continuation.resume(
                    returning: ((try? result.get())?.data?.hero?.name, DispatchQueue.getSpecific(key: key) == 42))
            }
        }
        #expect(name == "Luke")
        #expect(onQueue)
    }

    @Test func cancellingTheCallbackHandleDeliversACancellation() async throws {
        let (client, _) = makeClient { request in
            try await Task.sleep(nanoseconds: 10_000_000_000)
            return jsonResponse("{}")
        }
        let queue = DispatchQueue(label: "courier.test.cancel")
        let error = await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
            let handle = client.perform(mutation: RenameMutation(id: "1", name: "x"), queue: queue) { result in
                if case .failure(let error) = result {
                    continuation.resume(returning: error)
                } else {
                    continuation.resume(returning: nil)
                }
            }
            handle.cancel()
        }
        #expect((error as? GraphQLClientError)?.kind == .cancelled)
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let started = Recorder<Bool>()
        let (client, _) = makeClient { request in
            started.append(true)
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                throw HTTPError(.cancelled, request: request)
            }
            return jsonResponse("{}")
        }
        let task = Task { try await client.fetch(query: HeroQuery()) }
        #expect(await eventually { !started.values.isEmpty })
        task.cancel()
        await #expect(throws: GraphQLClientError.self) { _ = try await task.value }
        let error = await task.result.failure as? GraphQLClientError
        #expect(error?.kind == .cancelled)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

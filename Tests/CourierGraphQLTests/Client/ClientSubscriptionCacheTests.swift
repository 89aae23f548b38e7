import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

/// `subscription { heroChanged { __typename id name } }`
struct CacheHeroChangedSubscription: GraphQLSubscription {
    static let operationName = "CacheHeroChanged"
    static let operationDocument: String? = "subscription CacheHeroChanged { heroChanged { __typename id name } }"
    var __variables: JSONObject { [:] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("heroChanged", CharacterRef?.self)]
        let heroChanged: CharacterRef?
        init(heroChanged: CharacterRef?) { self.heroChanged = heroChanged }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
            try self.init(heroChanged: r.field("heroChanged"))
        }
        var __json: JSONObject { .__object(["heroChanged": heroChanged]) }
    }
}

/// A subscription transport that answers every subscription with the given names, then completes.
struct ScriptedSubscriptionTransport: GraphQLSubscriptionTransport {
    let names: [String]
    func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        AsyncThrowingStream { continuation in
            for name in names {
                let data: JSONObject = [
                    "heroChanged": .object(["__typename": "Droid", "id": "2001", "name": .string(name)])
                ]
                continuation.yield(.response(GraphQLResponse(data: .object(data))))
            }
            continuation.finish()
        }
    }
}

@Suite struct ClientSubscriptionCacheTests {
    @Test func eachSubscriptionEventIsWrittenBeforeItIsHandedOut() async throws {
        let (client, _) = makeCachingClient(
            configure: {
                $0.subscriptionTransport = ScriptedSubscriptionTransport(names: ["Artoo", "Detoo"])
            }, handler: { _ in heroResponse("R2-D2") })
        _ = try await client.fetch(query: CacheHeroNameQuery())
        var cachedNames: [String?] = []
        for try await event in client.subscribe(subscription: CacheHeroChangedSubscription()) {
            #expect(event.result?.data?.heroChanged != nil)
            cachedNames.append(try await client.store.read(query: CacheHeroNameQuery()).hero?.name)
        }
        #expect(cachedNames == ["Artoo", "Detoo"])
    }

    @Test func aWatcherSeesSubscriptionEvents() async throws {
        let (client, _) = makeCachingClient(
            configure: {
                $0.subscriptionTransport = ScriptedSubscriptionTransport(names: ["Artoo"])
            }, handler: { _ in heroResponse("R2-D2") })
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        for try await _ in client.subscribe(subscription: CacheHeroChangedSubscription()) {}
        await eventually("update") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Artoo"])
        task.cancel()
    }

    @Test func optedOutSubscriptionsDoNotWrite() async throws {
        let (client, _) = makeCachingClient(
            configure: {
                $0.subscriptionTransport = ScriptedSubscriptionTransport(names: ["Artoo"])
            }, handler: { _ in heroResponse("R2-D2") })
        _ = try await client.fetch(query: CacheHeroNameQuery())
        for try await _ in client.subscribe(
            subscription: CacheHeroChangedSubscription(), options: GraphQLSubscriptionOptions(writesToCache: false))
        {}
        #expect(try await client.store.read(query: CacheHeroNameQuery()).hero?.name == "R2-D2")
    }
}

import CourierAPI
import CourierGraphQL
import Foundation

/// Steps: a GraphQL error with partial data (an answer) versus a transport error (a failure).
@MainActor
enum ErrorSteps {
    static let partialData = TourStep("A GraphQL error with partial data is an answer") { context, log in
        let result = try await context.client.fetch(
            query: HeroWithErrorQuery(episode: .some(.jedi)), cachePolicy: .fetchIgnoringCacheData)
        log.say(
            "query HeroWithError → data.hero: \(result.data?.hero?.name ?? "nil"), "
                + "data.heroWithError: \(result.data?.heroWithError?.name ?? "nil")")
        for error in result.errors {
            log.say("error: \"\(error.message)\" at \(error.path.map { "\($0)" } ?? "no path")")
        }
        log.check(result.data?.hero?.name == "R2-D2", "the fields that resolved arrived (hero: R2-D2)")
        log.check(result.data != nil && result.data?.heroWithError == nil, "the failed field is null")
        log.check(
            result.errors.count == 1 && result.errors.first?.path.map { "\($0)" } == "heroWithError",
            "one error, with the path of the failed field")
    }

    static let transportFailure = TourStep("A transport failure is a thrown, typed error") { context, log in
        let closed = try ClosedPort.url()
        let client = TourContext.makeClient(backend: context.backend, recorder: context.recorder, endpoint: closed)
        log.say("the same query sent to \(closed.absoluteString), where nothing listens")
        do {
            let result = try await client.fetch(
                query: HeroWithErrorQuery(episode: .some(.jedi)), cachePolicy: .fetchIgnoringCacheData)
            log.fail("expected a thrown error, got a result with \(result.errors.count) errors")
        } catch let error as GraphQLClientError {
            log.say("threw GraphQLClientError, kind \(error.kind): \(error)")
            log.check(error.kind == .transport, "the kind names the phase: transport (no response arrived)")
        }
    }
}

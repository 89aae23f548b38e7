import CourierAPI
import CourierHTTP
import CourierREST
import Foundation

/// Step: the REST side — typed endpoints through `APIClient`, a decoded body, a typed 404.
@MainActor
enum RESTStep {
    /// `GET /rest/characters/{id}`.
    struct Character: Decodable, Sendable {
        let id: String
        let name: String
        let type: String
        let appearsIn: [String]
        let friends: [String]
    }

    /// The body of a 404.
    struct NotFound: Error, Decodable, Sendable {
        let error: String
        let id: String?
    }

    static func character(_ id: String) -> Endpoint<Character> {
        Endpoint<Character>("characters/\(id)").serverError(NotFound.self)
    }

    static let step = TourStep("A REST call with the same HTTP stack") { context, log in
        let api = APIClient(baseURL: context.backend.restBaseURL, transport: URLSessionTransport()) {
            $0.middlewares = [context.recorder.middleware]
        }
        let luke = try await api.send(character("1000"))
        log.say(
            "GET \(context.backend.restBaseURL.path)/characters/1000 → \(luke.name), "
                + "a \(luke.type), friends \(luke.friends.joined(separator: ", "))")
        log.check(
            luke.name == "Luke Skywalker" && luke.type == "Human",
            "decoded into a Decodable struct: Luke Skywalker, Human")
        do {
            let nobody = try await api.send(character("9999"))
            log.fail("expected a 404, got \(nobody.name)")
        } catch let error as HTTPError {
            let notFound = error.serverError(as: NotFound.self)
            log.say(
                "GET \(context.backend.restBaseURL.path)/characters/9999 → HTTPError \(error.kind), "
                    + "server error: \(notFound.map { "\($0.error) (\($0.id ?? "no id"))" } ?? "none")")
            log.check(
                error.response?.statusCode == 404 && notFound?.error == "not found",
                "a 404 is a typed HTTPError carrying the decoded error body")
        }
    }
}

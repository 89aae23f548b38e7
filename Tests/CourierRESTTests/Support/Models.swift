import CourierHTTP
import CourierREST
import Foundation

/// A user as the test API returns it.
struct User: Codable, Sendable, Equatable {
    var id: Int
    var name: String
}

/// The test API's error payload.
struct Problem: Error, Codable, Sendable, Equatable {
    var code: String
    var detail: String
}

/// An event with a date, for date-strategy tests.
struct Event: Codable, Sendable, Equatable {
    var title: String
    var startsAt: Date
}

let apiBaseURL = URL(string: "https://api.example.com/v1")

/// A configuration with fixed defaults, around `transport`.
func testConfiguration(
    transport: any HTTPTransport = FakeTransport.answering(200),
    configure: (inout APIConfiguration) -> Void = { _ in }
) -> APIConfiguration {
    APIConfiguration(baseURL: apiBaseURL, transport: transport) {
        $0.defaultHeaders = ["Accept": "application/json", "User-Agent": "CourierTests/1.0"]
        configure(&$0)
    }
}

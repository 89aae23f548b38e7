import CourierAPI
import CourierHTTP

/// How many requests a ``MockGraphQLTransport`` expectation answers.
public struct MockGraphQLTimes: Sendable, Hashable, CustomStringConvertible {
    /// The number of requests it answers, or `nil` for any number.
    let limit: Int?

    /// One request, then the expectation is used up (the default).
    public static let once = MockGraphQLTimes(limit: 1)
    /// Any number of requests; ``MockGraphQLTransport/verify(fileID:filePath:line:column:)``
    /// still asks for at least one.
    public static let always = MockGraphQLTimes(limit: nil)

    /// Exactly `count` requests, then the expectation is used up.
    /// - Parameter count: How many; values below 1 count as 1.
    /// - Returns: The repetition.
    public static func exactly(_ count: Int) -> MockGraphQLTimes { MockGraphQLTimes(limit: max(1, count)) }

    /// `once`, `always` or `N times`.
    public var description: String {
        switch limit {
        case nil: "always"
        case 1?: "once"
        case let count?: "\(count) times"
        }
    }
}

/// What an expectation answers, with the data already written as JSON.
enum MockGraphQLErasedAnswer: Sendable {
    case result(JSONObject)
    case status(Int, body: String)
    case failure(HTTPError)
}

/// One expectation, type-erased: the operation name, optional exact variables, how often it may
/// answer and how.
struct MockGraphQLExpectation: Sendable {
    let operationName: String
    /// The exact variables to match, or `nil` for any.
    let variables: JSONObject?
    let times: MockGraphQLTimes
    let location: MockSourceLocation
    let answer: @Sendable (MockGraphQLRequest) async throws -> MockGraphQLErasedAnswer
    var uses = 0

    init<Data>(
        operationName: String,
        variables: JSONObject?,
        times: MockGraphQLTimes,
        location: MockSourceLocation,
        response: MockGraphQLResponse<Data>
    ) {
        self.operationName = operationName
        self.variables = variables
        self.times = times
        self.location = location
        answer = { request in
            switch try await response.body(request) {
            case .result(let data, let errors, let extensions):
                let json = MockGraphQLResponse<Data>.Answer.result(data: data, errors: errors, extensions: extensions)
                    .resultJSON
                return .result(json ?? JSONObject())
            case .status(let code, let body): return .status(code, body: body)
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// Whether it may still answer.
    var isAvailable: Bool { times.limit.map { uses < $0 } ?? true }

    /// Whether it was used as often as it asked for.
    var isSatisfied: Bool { uses >= (times.limit ?? 1) }

    func matches(_ request: MockGraphQLRequest) -> Bool {
        isAvailable && request.operationName == operationName && (variables.map { $0 == request.variables } ?? true)
    }

    /// `HeroName {"episode":"JEDI"} (once, used 0 times)`.
    var summary: String {
        var text = operationName
        if let variables {
            text += " " + ((try? JSONValue.object(variables).jsonString(options: .sortedKeys)) ?? "{…}")
        }
        return text + " (\(times), used \(uses) time\(uses == 1 ? "" : "s"))"
    }
}

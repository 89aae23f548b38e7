import ApolloSampleAPI
import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation

/// The sample app's server, answering by operation name, and a client caching by the generated
/// schema metadata (`@typePolicy` key fields, `@fieldPolicy` redirects).
enum SampleServer {
    static let users =
        #"{"data":{"users":[{"__typename":"User","id":"7","name":"Ada","role":"ADMIN","#
        + #""profile":{"__typename":"Profile","bio":"Counts"}},{"__typename":"User","id":"8","#
        + #""name":"Alan","role":"MEMBER","profile":{"__typename":"Profile","bio":null}}]}}"#
    static let search =
        #"{"data":{"search":[{"__typename":"Post","id":"p1","title":"Notes","#
        + #""author":{"__typename":"User","id":"7","name":"Ada"}}]}}"#

    static func client() -> (GraphQLClient, MockHTTPTransport) {
        let transport = MockHTTPTransport { request in
            let body = try JSONParser.parse(Array(request.body ?? Data()))
            let json =
                switch body["operationName"]?.stringValue {
                case "UserList": users
                case "Search": search
                default: #"{"data":{"user":null,"node":null}}"#
                }
            return HTTPResponse(
                statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(json.utf8))
        }
        let client = GraphQLClient(endpoint: URL(string: "https://sample.invalid/graphql")!, transport: transport) {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: ApolloSampleAPI.Metadata.self))
        }
        return (client, transport)
    }
}

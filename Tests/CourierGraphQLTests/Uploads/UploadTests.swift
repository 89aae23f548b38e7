import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct UploadTests {
    @Test func filesInVariablesGoAsAMultipartRequest() async throws {
        let (client, transport) = makeClient(interceptors: [
            BatchingInterceptor(window: 0), DeduplicationInterceptor(), AutomaticPersistedQueriesInterceptor(),
        ]) { _ in
            jsonResponse(#"{"data":{"upload":3}}"#)
        }
        let a = GraphQLFile(filename: "a.txt", contentType: "text/plain", data: Data("alpha".utf8))
        let b = GraphQLFile(filename: "b\".bin", data: Data([0, 1, 2, 255]))
        let result = try await client.perform(mutation: UploadMutation(file: a, more: [b, a]))
        #expect(result.data?.upload == 3)

        let request = try #require(transport.sentRequests.first)
        #expect(transport.sentRequests.count == 1)
        let contentType = try #require(request.headerFields["Content-Type"])
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let parts = try Self.parts(of: try #require(request.body), boundary: boundary)
        #expect(parts.map(\.name) == ["operations", "map", "0", "1", "2"])

        let operations = try JSONParser.parse(Array(parts[0].body))
        #expect(operations["variables"] == .object(["file": .null, "more": .array([.null, .null])]))
        #expect(operations["query"] == .string(UploadMutation.operationDocument ?? ""))
        #expect(operations["extensions"] == nil)
        let map = try JSONParser.parse(Array(parts[1].body))
        #expect(map == .object(["0": ["variables.file"], "1": ["variables.more.0"], "2": ["variables.more.1"]]))
        #expect(parts[2].body == Data("alpha".utf8))
        #expect(parts[2].headers.contains("filename=\"a.txt\""))
        #expect(parts[2].headers.contains("Content-Type: text/plain"))
        #expect(parts[3].body == Data([0, 1, 2, 255]))
        #expect(parts[3].headers.contains("filename=\"b_.bin\""))
    }

    @Test func theMarkerHoldsOnlyTheFilesIDAndCannotBeReadBack() throws {
        let file = GraphQLFile(filename: "x", contentType: "image/png", data: Data([9, 8, 7]))
        #expect(file.__jsonValue == .object(["$courierUpload": .object(["id": .string(file.id)])]))
        #expect(throws: GraphQLDecodingError.self) { try GraphQLFile(jsonValue: file.__jsonValue) }
        #expect(throws: GraphQLDecodingError.self) { try GraphQLFile(jsonValue: .string("x")) }
    }

    struct Part {
        var headers: String
        var name: String
        var body: Data
    }

    /// Splits a multipart body at its boundaries (test-side parser, independent of the builder).
    static func parts(of body: Data, boundary: String) throws -> [Part] {
        let delimiter = Data("--\(boundary)".utf8)
        var parts: [Part] = []
        var ranges: [Range<Data.Index>] = []
        var search = body.startIndex..<body.endIndex
        while let found = body.range(of: delimiter, in: search) {
            ranges.append(found)
            search = found.upperBound..<body.endIndex
        }
        for (start, end) in zip(ranges, ranges.dropFirst()) {
            // CRLF after the delimiter, CRLF before the next one.
            let chunk = body[start.upperBound..<end.lowerBound].dropFirst(2).dropLast(2)
            let separator = try #require(chunk.range(of: Data("\r\n\r\n".utf8)))
            let headers = String(decoding: chunk[chunk.startIndex..<separator.lowerBound], as: UTF8.self)
            let name = try #require(
                headers.components(separatedBy: "name=\"").dropFirst().first?.components(separatedBy: "\"").first)
            parts.append(Part(headers: headers, name: name, body: Data(chunk[separator.upperBound...])))
        }
        return parts
    }
}

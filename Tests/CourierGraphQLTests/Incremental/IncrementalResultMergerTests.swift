import CourierAPI
import CourierGraphQL
import Testing

@Suite("@defer incremental merging")
struct IncrementalResultMergerTests {
    func object(_ text: String) throws -> JSONObject {
        try #require(try JSONParser.parse(text).objectValue)
    }

    @Test func deferredFragmentIsMergedAtItsPath() throws {
        var merger = IncrementalResultMerger()
        #expect(
            try merger.apply(
                object(#"{"data":{"hero":{"name":"R2-D2","friends":[{"name":"Luke"},{"name":"Han"}]}},"hasNext":true}"#)
            ))
        #expect(merger.hasNext)
        #expect(
            try merger.apply(
                object(
                    #"{"incremental":[{"data":{"id":"1000"},"path":["hero","friends",0],"label":"F"}],"hasNext":true}"#)
            ))
        #expect(
            try merger.apply(
                object(
                    #"{"incremental":[{"data":{"primaryFunction":"Astromech","extra":{"a":1}},"#
                        + #""path":["hero"]},{"data":{"id":"1002"},"path":["hero","friends",1]}],"hasNext":false}"#)))
        #expect(!merger.hasNext)
        let expected = try object(
            #"{"data":{"hero":{"name":"R2-D2","friends":[{"name":"Luke","id":"1000"},"#
                + #"{"name":"Han","id":"1002"}],"primaryFunction":"Astromech","extra":{"a":1}}}}"#)
        #expect(merger.result == expected)
    }

    @Test func nestedObjectsDeepMerge() throws {
        var merger = IncrementalResultMerger()
        _ = try merger.apply(object(#"{"data":{"a":{"b":{"c":1}}},"hasNext":true}"#))
        _ = try merger.apply(object(#"{"incremental":[{"data":{"b":{"d":2}},"path":["a"]}],"hasNext":false}"#))
        #expect(merger.result == (try object(#"{"data":{"a":{"b":{"c":1,"d":2}}}}"#)))
    }

    @Test func incrementalErrorsAccumulate() throws {
        var merger = IncrementalResultMerger()
        _ = try merger.apply(object(#"{"data":{"a":{}},"hasNext":true}"#))
        #expect(
            try merger.apply(
                object(
                    #"{"incremental":[{"data":{"x":null},"path":["a"],"#
                        + #""errors":[{"message":"boom","path":["a","x"]}]}],"hasNext":false}"#)))
        #expect(merger.errors.count == 1)
    }

    @Test func streamItemsAreAppended() throws {
        var merger = IncrementalResultMerger()
        _ = try merger.apply(object(#"{"data":{"list":[1]},"hasNext":true}"#))
        _ = try merger.apply(object(#"{"incremental":[{"items":[2,3],"path":["list",1]}],"hasNext":false}"#))
        #expect(merger.data == .object(["list": [1, 2, 3]]))
    }

    @Test func finalEmptyPayloadChangesNothing() throws {
        var merger = IncrementalResultMerger()
        _ = try merger.apply(object(#"{"data":{"a":1},"hasNext":true}"#))
        #expect(try !merger.apply(object(#"{"hasNext":false}"#)))
        #expect(!merger.hasNext)
    }

    @Test(arguments: [
        #"{"incremental":[{"data":{"x":1},"path":["missing"]}],"hasNext":false}"#,
        #"{"incremental":[{"data":{"x":1},"path":["a",5]}],"hasNext":false}"#,
        #"{"incremental":[{"data":{"x":1}}],"hasNext":false}"#,
    ])
    func badPathsAreTypedErrors(text: String) throws {
        var merger = IncrementalResultMerger()
        _ = try merger.apply(object(#"{"data":{"a":[{}]},"hasNext":true}"#))
        #expect(throws: IncrementalMergeError.self) { try merger.apply(object(text)) }
    }

    @Test func anIncrementBeforeTheInitialResultIsAnError() throws {
        var merger = IncrementalResultMerger()
        #expect(throws: IncrementalMergeError.self) { try merger.apply(object(#"{"incremental":[],"hasNext":true}"#)) }
    }
}

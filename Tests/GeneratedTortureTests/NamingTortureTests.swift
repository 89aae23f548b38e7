import CourierAPI
import Testing

/// Generated code for names that collide with runtime, Swift and Foundation types and with Swift
/// keywords compiles (this target building is the first half of the proof) and decodes, and
/// writes back, what the server sent under the GraphQL names.
@Suite struct NamingTortureTests {
    @Test func keywordFieldsDecodeAndWriteBack() throws {
        let json = """
            {"type": "NEW_HOPE", "class": {"__typename": "class", "struct": "s", "class": {"__typename": "class", \
            "struct": "t", "enum": "e"}, "enum": "f"},
             "default": {"__typename": "default", "case": "c", "default": null, "switch": "w"},
             "any": {"__typename": "Any", "is": true, "as": "a", "in": "i", "where": "w", "operator": "o", "Any": \
            {"__typename": "Any", "is": false}},
             "protocol": {"__typename": "Protocol", "Type": "T", "Protocol": "P", "self": {"__typename": "Protocol", \
            "Type": "U"}, "String": "S", "Int": 7},
             "fragments": "f", "hash": 3, "description": "d", "name": "lower", "Name": "upper"}
            """
        let data = try decode(SelfQuery.Data.self, json)
        #expect(data.type == .newHope)
        #expect(data.class?.struct == "s")
        #expect(data.class?.class?.enum == "e")
        #expect(data.default?.switch == "w")
        #expect(data.default?.default == nil)
        #expect(data.any?.is == true)
        #expect(data.any?.Any_?.is == false)
        #expect(data.protocol?.Type_ == "T")
        #expect(data.protocol?.Protocol_ == "P")
        #expect(data.protocol?.self_?.Type_ == "U")
        #expect(data.protocol?.String_ == "S")
        #expect(data.protocol?.Int_ == 7)
        #expect(data.fragments_ == "f")
        #expect(data.hash == 3)
        #expect(data.description == "d")
        #expect(data.name == "lower")
        #expect(data.Name == "upper")
        #expect(try SelfQuery.Data(jsonValue: .object(data.__json)) == data)
        #expect(data.__json["Name"] == "upper")
        #expect(data.__json["fragments"] == "f")
    }

    @Test func keywordVariablesKeepTheirGraphQLNames() throws {
        let query = SelfQuery(
            default: .some(.class), in: .some([.yes]), self_: .some("{}"),
            class: .some(.init(default: .some(.init_), self_: "me", Self_: "Me", Type_: "T", init_: "i")))
        let variables = query.__variables
        #expect(variables["default"] == "class")
        #expect(variables["in"] == ["YES"])
        #expect(variables["self"] == "{}")
        let input = try #require(variables["class"]?.objectValue)
        #expect(input["default"] == "init")
        #expect(input["self"] == "me")
        #expect(input["Self"] == "Me")
        #expect(input["Type"] == "T")
        #expect(input["init"] == "i")
    }

    @Test func enumValuesNamedLikeKeywordsAndMembersRoundTrip() {
        let raw = [
            "default", "class", "self", "Self", "where", "operator", "in", "is", "init", "unknown", "allCases",
            "rawValue", "NEW_HOPE", "newHope", "Type", "Protocol", "any", "Any",
        ]
        #expect(TortureAPI.Type_.allCases.map(\.rawValue) == raw)
        #expect(Set(TortureAPI.Type_.allCases).count == raw.count, "two values share a case")
        for value in raw { #expect(TortureAPI.Type_(rawValue: value).rawValue == value) }
        #expect(TortureAPI.Type_(rawValue: "unknown") == .unknown_)
        #expect(TortureAPI.Type_(rawValue: "later") == .unknown("later"))
    }

    @Test func scalarsAndEnumsNamedLikeRuntimeTypes() throws {
        let json = """
            {"data": "ZGF0YQ==", "date": "2026-01-01", "url": "https://example.com", "json": "{}", "jsonValue": "1",
             "schemaType": "s", "selection": "TYPE_CASE", "nullable": "NONE", "bool": "YES", "double": "ONE",
             "metadata": "A", "error": "BAD", "objects": "A", "type": "Self"}
            """
        let data = try decode(ResultQuery.Data.self, json)
        #expect(data.data == "ZGF0YQ==")
        #expect(data.json == "{}")
        #expect(data.selection == .typeCase)
        #expect(data.nullable == TortureAPI.GraphQLNullable.none)
        #expect(data.bool == .yes)
        #expect(data.double == .one)
        #expect(data.metadata == .a)
        #expect(data.error == .bad)
        #expect(data.objects == .a)
        #expect(data.type == .self__)
        #expect(try ResultQuery.Data(jsonValue: .object(data.__json)) == data)
    }

    @Test func operationNamedLikeARuntimeProtocol() throws {
        let data = try decode(
            GraphQLQuery_.Data.self,
            """
            {"result": {"__typename": "Result", "success": true, "failure": "BAD", "Result": {"__typename": "Result", \
            "success": false}},
             "graphQLEnum": {"__typename": "GraphQLEnum", "rawValue": "r", "allCases": ["a"], "unknown": "u"},
             "records": [{"__typename": "record", "id": "1"}], "Records": [{"__typename": "Record", "ID": "2", "id": \
            null}]}
            """)
        #expect(data.result?.Result_?.success == false)
        #expect(data.graphQLEnum?.rawValue == "r")
        #expect(data.records.map(\.id) == ["1"])
        #expect(data.Records.map(\.ID) == ["2"])
        #expect(GraphQLQuery_.operationName == "GraphQL")
    }

    @Test func fragmentsNamedLikeRuntimeTypesAndKeywords() throws {
        let data = try decode(
            FragmentsQuery.Data.self,
            """
            {"Self": {"__typename": "Self", "id": "1", "self": "s", "description": "d", "hash": 1, "fragments": "f", \
            "Type": "in", "init": "i",
                      "friends": [{"__typename": "Optional", "id": "2", "self": null, "description": null, "hash": \
            null, "fragments": null, "some": "x", "none": 2, "wrapped": {"__typename": "Optional", "id": "3"}},
                                  {"__typename": "Self", "id": "4", "self": null, "description": null, "hash": null, \
            "fragments": null, "Type": "is", "init": null}]},
             "sendable": {"__typename": "Optional", "id": "5", "self": null, "description": null, "hash": null, \
            "fragments": null},
             "hashable": [{"__typename": "Self", "id": "6", "Type": "where"}, {"__typename": "Optional", "id": "7", \
            "some": "y"}],
             "optional": {"__typename": "Optional", "id": "8", "self": "s8", "description": "d8", "hash": 8, \
            "fragments": null, "Optional": "o", "__json": 9, "Self": "S"}}
            """)
        let me = try #require(data.Self_)
        #expect(me.fragments.string.self_ == "s")
        #expect(me.fragments.jSONObject.Type_ == .in)
        #expect(me.Type_ == .in)
        #expect(me.init_ == "i")
        #expect(me.friends[0].asOptional?.fragments.in.some == "x")
        #expect(me.friends[0].asOptional?.wrapped?.id == "3")
        #expect(me.friends[1].fragments.data.asSelf?.fragments.jSONObject.Type_ == .is)
        #expect(data.sendable?.fragments.data.id == "5")
        #expect(data.hashable[0].asSelf?.Type_ == .where)
        #expect(data.hashable[1].asOptional?.some == "y")
        let optional = try #require(data.optional)
        #expect(optional.Optional_ == "o")
        #expect(optional.__json_ == 9)
        #expect(optional.Self_ == "S")
        #expect(optional.__json["__json"] == 9)
        #expect(try FragmentsQuery.Data(jsonValue: .object(data.__json)) == data)
    }
}

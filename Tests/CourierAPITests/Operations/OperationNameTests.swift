import CourierAPI
import Testing

/// Data selecting nothing, for operations tested for their name only.
struct NoData: RootSelectionSet {
    static let __selections: [Selection] = []
    init(from r: JSONObjectReader) throws(GraphQLDecodingError) {}
    var __json: JSONObject { JSONObject() }
}

/// The default ``GraphQLOperation/operationName``, read from the start of the document.
@Suite struct OperationNameTests {
    struct Printed: GraphQLQuery {
        typealias Data = NoData
        static let operationDocument: String? =
            "query HeroName_2($episode: Episode) { hero(episode: $episode) "
            + "{ __typename name } }\nfragment F on Character { __typename id }"
    }

    struct Spaced: GraphQLMutation {
        typealias Data = NoData
        static let operationDocument: String? =
            "\u{FEFF}  # a comment\r\n,\tmutation\n  CreateReview { createReview { __typename stars } }"
    }

    struct NamedRight: GraphQLSubscription {
        typealias Data = NoData
        static let operationDocument: String? = "subscription ReviewAdded{ reviewAdded { __typename stars } }"
    }

    struct Anonymous: GraphQLQuery {
        typealias Data = NoData
        static let operationDocument: String? = "{ hero { __typename name } }"
    }

    struct AnonymousWithKeyword: GraphQLQuery {
        typealias Data = NoData
        static let operationDocument: String? = "query { hero { __typename name } }"
    }

    struct FragmentFirst: GraphQLQuery {
        typealias Data = NoData
        static let operationDocument: String? = "fragment F on Character { name } query Q { hero { ...F } }"
    }

    struct WithoutDocument: GraphQLQuery {
        typealias Data = NoData
        static let operationDocument: String? = nil
        static let operationIdentifier = "abc"
    }

    struct Stated: GraphQLQuery {
        typealias Data = NoData
        static let operationName = "Stated"
        static let operationDocument: String? = "query Other { hero { __typename name } }"
    }

    @Test func theNameFollowsTheKeyword() {
        #expect(Printed.operationName == "HeroName_2")
        #expect(NamedRight.operationName == "ReviewAdded")
    }

    @Test func ignoredTokensBeforeAndAfterTheKeywordAreSkipped() {
        #expect(Spaced.operationName == "CreateReview")
    }

    @Test func anonymousOrMissingDocumentsHaveNoName() {
        #expect(Anonymous.operationName == "")
        #expect(AnonymousWithKeyword.operationName == "")
        #expect(FragmentFirst.operationName == "")
        #expect(WithoutDocument.operationName == "")
    }

    @Test func aStatedNameWins() {
        #expect(Stated.operationName == "Stated")
    }
}

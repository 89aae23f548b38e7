import CourierAPI
import FeatureOperations
import SharedFragments
import Testing

/// A module's operation spreading a fragment another module generates (`@import(module:)`): the
/// fragment's type is the other module's, not a local copy.
@Suite struct ImportedFragmentTests {
    static let response = """
        {"user": {"__typename": "User", "id": "7", "name": "Ada", "role": "ADMIN", "email": "ada@example.com",
          "friends": [{"__typename": "User", "id": "8", "name": "Alan", "role": "MEMBER"}]}}
        """

    @Test func theSpreadIsTheImportedModulesFragment() throws {
        let data = try UserPageQuery.Data(jsonValue: JSONParser.parse(Self.response))
        let user = try #require(data.user)
        let summary: SharedFragments.UserSummary = user.fragments.userSummary
        #expect(summary.name == "Ada")
        #expect(summary.role == .admin)
        #expect(user.email == "ada@example.com")
        // The fields come with the spreading struct too (another module's enums are its own types).
        let friends: [SharedFragments.UserSummary] = user.friends.map(\.fragments.userSummary)
        #expect(friends.map(\.name) == ["Alan"])
        #expect(user.role == FeatureAPI.Role.admin)
    }

    @Test func theSharedFragmentServesBothModulesData() throws {
        let page = try UserPageQuery.Data(jsonValue: JSONParser.parse(Self.response))
        let list = try SharedUsersQuery.Data(
            jsonValue: JSONParser.parse(
                """
                {"users": [{"__typename": "User", "id": "7", "name": "Ada", "role": "ADMIN"}]}
                """))
        #expect(list.users.first == page.user?.fragments.userSummary)
    }

    @Test func theOperationCarriesTheImportedFragmentsDefinition() {
        let document = UserPageQuery.operationDocument ?? ""
        #expect(document.contains("fragment UserSummary on User"))
        #expect(!document.contains("@import"))
    }
}

import ApolloSampleAPI
import ApolloSampleAPITestMocks
import CourierAPI
import CourierTestMocks
import Testing

/// The generated test mocks: only the fields a test cares about, turned into operation data.
@Suite struct TestMockTests {
    @Test func aMockBecomesAQuerysData() throws {
        var ada = Mock<User>()
        ada.id = "7"
        ada.name = "Ada"
        ada.role = .admin
        ada.email = "ada@example.com"
        let data = try UserDetailQuery.Data.from(Mock<Query>(user: ada))
        #expect(data.user?.name == "Ada")
        #expect(data.user?.role == .admin)
        #expect(ada.name == "Ada")
        #expect(ada.posts == nil)
    }

    @Test func listsNestedMocksAndNullableFieldsLeftOut() throws {
        let users = [
            Mock<User>(id: "1", name: "A", role: .guest, profile: Mock<Profile>()),
            Mock<User>(id: "2", name: "B", role: .member, profile: Mock<Profile>(bio: "b")),
        ]
        let data = try UserListQuery.Data.from(Mock<Query>(users: users))
        #expect(data.users.map(\.name) == ["A", "B"])
        #expect(data.users.map(\.profile.bio) == [nil, "b"])
    }

    @Test func unionMembersResolveTypeCases() throws {
        let post = Mock<Post>(id: "p1", title: "Notes", author: Mock<User>(id: "7", name: "Ada"))
        let data = try SearchQuery.Data.from(Mock<Query>(search: [post, Mock<User>(id: "8", name: "Alan")]))
        #expect(data.search.first?.asPost?.title == "Notes")
        #expect(data.search.first?.asPost?.author.name == "Ada")
        #expect(data.search.last?.asUser?.name == "Alan")
    }

    @Test func aMissingNonNullFieldNamesItsPath() {
        #expect(throws: MockConversionError.missingField(path: "user.role")) {
            try UserDetailQuery.Data.from(Mock<Query>(user: Mock<User>(id: "7", name: "Ada")))
        }
    }

    @Test func fragmentsComeFromMocksToo() throws {
        let fragment = try EditableUser.from(Mock<User>(name: "Ada", role: .member))
        #expect(fragment.name == "Ada")
        #expect(fragment.role == .member)
    }

    @Test func keywordAndRuntimeNamesStillWork() {
        var weird = Mock<Mock_>(self_: "s", class: "c", init_: 1)
        weird.Type_ = "T"
        weird.default = Mock<Mock_>(class: "inner")
        let object = Mock<Object_>(Object: "o", set: "x")
        weird.Object = object
        #expect(weird.__mockJSON["self"] == "s")
        #expect(weird.__mockJSON["class"] == "c")
        #expect(weird.__mockJSON["Type"] == "T")
        #expect(weird.__mockJSON["default"]?["class"] == "inner")
        #expect(weird.__mockJSON["Object"]?["set"] == "x")
        #expect(object.set == "x")
    }

    @Test func anInterfaceFieldTakesTheMockOfAnImplementingType() throws {
        let data = try NodeTitleQuery.Data.from(Mock<Query>(node: Mock<Post>(id: "p1", title: "Notes")))
        #expect(data.node?.__typename == "Post")
        #expect(data.node?.id == "p1")
        #expect(data.node?.asPost?.title == "Notes")
        var query = Mock<Query>()
        query.node = Mock<User>(id: "7", name: "Ada")
        #expect(try NodeTitleQuery.Data.from(query).node?.asPost == nil)
    }

    @Test func anInterfaceMockSetsTheInterfacesFieldsAndMayNameItsType() throws {
        var node = Mock<Node>(id: "n1")
        #expect(node.id == "n1")
        let abstract = try NodeTitleQuery.Data.from(Mock<Query>(node: node))
        #expect(abstract.node?.id == "n1")
        #expect(abstract.node?.asPost == nil)
        node.set("__typename", "Post")
        #expect(node.__typename == "Post")
        #expect(throws: MockConversionError.missingField(path: "node.title")) {
            try NodeTitleQuery.Data.from(Mock<Query>(node: node))
        }
    }

    @Test func onlyMocksOfMemberTypesStandForAnAbstractType() {
        let user: Any = Mock<User>(id: "7")
        let profile: Any = Mock<Profile>(bio: "b")
        #expect(user is any Node.MockValue)
        #expect(user is any SearchResult.MockValue)
        let node: Any = Mock<Node>()
        #expect(node is any Node.MockValue)
        #expect(!(profile is any Node.MockValue))
        #expect(!(profile is any SearchResult.MockValue))
        #expect(!(Mock<Node>() as Any is any SearchResult.MockValue))
    }

    @Test func aUnionListTakesMocksOfEveryMember() throws {
        let post = Mock<Post>(id: "p", title: "T", author: Mock<User>(id: "7", name: "Ada"))
        let results: [any SearchResult.MockValue] = [Mock<User>(id: "8", name: "Alan"), post]
        var query = Mock<Query>()
        query.search = results
        #expect(query.search?.map(\.__typename) == ["User", "Post"])
        let data = try SearchQuery.Data.from(query)
        #expect(data.search.map { $0.asUser?.name ?? $0.asPost?.title } == ["Alan", "T"])
    }
}

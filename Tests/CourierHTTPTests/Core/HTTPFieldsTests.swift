import CourierHTTP
import Testing

@Suite("HTTPFields")
struct HTTPFieldsTests {
    @Test func lookUpIgnoresCase() {
        let fields: HTTPFields = ["Content-Type": "application/json"]
        #expect(fields["content-type"] == "application/json")
        #expect(fields["CONTENT-TYPE"] == "application/json")
        #expect(fields.contains("cOnTeNt-TyPe"))
        #expect(fields["Accept"] == nil)
        #expect(!fields.contains("Accept"))
    }

    @Test func settingReplacesEveryValueInTheFirstPlace() {
        var fields: HTTPFields = ["Accept": "a", "X-One": "1", "accept": "b", "X-Two": "2"]
        fields["ACCEPT"] = "c"
        #expect(fields.fields.map(\.name) == ["Accept", "X-One", "X-Two"])
        #expect(fields.values(for: "accept") == ["c"])
    }

    @Test func settingANewNameAppendsIt() {
        var fields: HTTPFields = ["A": "1"]
        fields["B"] = "2"
        #expect(fields.fields == [.init(name: "A", value: "1"), .init(name: "B", value: "2")])
    }

    @Test func settingNilRemovesEveryValue() {
        var fields: HTTPFields = ["Cookie": "a", "X": "1", "cookie": "b"]
        fields["COOKIE"] = nil
        #expect(fields.fields == [.init(name: "X", value: "1")])
        fields.remove("x")
        #expect(fields.isEmpty)
    }

    @Test func appendKeepsMultipleValuesInOrder() {
        var fields = HTTPFields()
        fields.append(name: "Set-Cookie", value: "a=1")
        fields.append(name: "Vary", value: "Accept")
        fields.append(name: "set-cookie", value: "b=2")
        #expect(fields.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        #expect(fields["Set-Cookie"] == "a=1")
        #expect(fields.map(\.name) == ["Set-Cookie", "Vary", "set-cookie"])
    }

    @Test func keepsOriginalSpellingForTheWire() {
        let fields: HTTPFields = ["x-Request-ID": "42"]
        #expect(fields.fields.first?.name == "x-Request-ID")
        #expect(fields.description == "x-Request-ID: 42")
    }

    @Test func equalityIgnoresNameCaseButNotOrderOrValueCase() {
        let a: HTTPFields = ["Accept": "json", "X-Id": "1"]
        #expect(a == ["accept": "json", "x-id": "1"])
        #expect(a.hashValue == HTTPFields(["accept": "json", "x-id": "1"]).hashValue)
        #expect(a != ["X-Id": "1", "Accept": "json"])
        #expect(a != ["Accept": "JSON", "X-Id": "1"])
        #expect(a != ["Accept": "json"])
    }

    @Test func worksAsASetElement() {
        let set: Set<HTTPFields> = [["A": "1"], ["a": "1"], ["A": "2"]]
        #expect(set.count == 2)
    }
}

extension HTTPFields {
    fileprivate init(_ dictionary: KeyValuePairs<String, String>) {
        self.init(dictionary.map { Field(name: $0.key, value: $0.value) })
    }
}

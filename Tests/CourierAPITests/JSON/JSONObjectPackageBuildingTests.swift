import Testing

@testable import CourierAPI

@Suite("JSONObject package building")
struct JSONObjectPackageBuildingTests {
    /// Built with `appendNew`, an object equals the one the subscript builds, below and above the
    /// member count where the key index starts.
    @Test(arguments: [0, 1, 5, JSONObject.indexThreshold, JSONObject.indexThreshold + 1, 40])
    func appendingNewKeysBuildsTheSameObjectAsTheSubscript(_ count: Int) {
        var built = JSONObject(reservingCapacity: count)
        var expected = JSONObject()
        for index in 0..<count {
            built.appendNew("k\(index)", .number(.integer(Int64(index))))
            expected["k\(index)"] = .number(.integer(Int64(index)))
        }
        #expect(built == expected)
        #expect(built.keys == expected.keys)
        for index in 0..<count { #expect(built["k\(index)"] == .number(.integer(Int64(index)))) }
        #expect(built["missing"] == nil)
        // Still an ordinary object afterwards: replacing and removing find the members.
        if count > 0 {
            built["k0"] = .null
            #expect(built["k0"] == .null)
            built["k\(count - 1)"] = nil
            #expect(built.count == count - 1)
        }
    }
}

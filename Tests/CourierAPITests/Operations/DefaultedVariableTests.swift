import CourierAPI
import Testing

/// A field argument given as a variable with a default is keyed by the default while the
/// variable is absent, so `height`, `height(unit: METER)` and `height(unit: $unit)` with `$unit`
/// omitted (default `METER`) are one cache entry.
@Suite struct DefaultedVariableTests {
    static let literal = Field("height", type: .scalar, arguments: ["unit": "METER"])
    static let defaulted = Field("height", type: .scalar, arguments: ["unit": .variable("unit", default: "METER")])

    @Test func anAbsentVariableIsKeyedByItsDefault() {
        #expect(Self.defaulted.cacheKey(variables: [:]) == "height(unit:METER)")
        #expect(Self.defaulted.cacheKey(variables: [:]) == Self.literal.cacheKey(variables: [:]))
    }

    @Test func aGivenVariableWins() {
        #expect(Self.defaulted.cacheKey(variables: ["unit": "FOOT"]) == "height(unit:FOOT)")
        #expect(Self.defaulted.cacheKey(variables: ["unit": nil]) == "height(unit:null)")
    }

    @Test func aVariableWithoutDefaultIsStillLeftOut() {
        let field = Field("height", type: .scalar, arguments: ["unit": .variable("unit")])
        #expect(field.cacheKey(variables: [:]) == "height")
    }
}

import Testing

@testable import CourierREST

/// The layout check behind keyed-container reuse (`ContainerBoxLayout`): it holds for the
/// standard library's keyed containers on this toolchain, so the reuse tests exercise reuse, and it
/// refuses look-alike containers of another size, of plain data, around another class, or whose
/// round trip loses the probe.
@Suite("Keyed container box layout check")
struct ContainerBoxLayoutTests {
    @Test func holdsForTheStandardLibrarysKeyedContainers() {
        #expect(KeyedEncodingContainerReuse.isAvailable)
        #expect(KeyedDecodingContainerPool.isAvailable)
    }

    @Test func acceptsAContainerThatIsOneReferenceToItsBox() {
        #expect(
            ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox", makeProbe: { OneReference(box: ProbeBox(path: [$0])) },
                codingPath: { $0.box.path }))
    }

    @Test func refusesABoxOfAnotherClass() {
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "_KeyedDecodingContainerBox", makeProbe: { OneReference(box: ProbeBox(path: [$0])) },
                codingPath: { $0.box.path }))
    }

    @Test func refusesAContainerOfAnotherSize() {
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox",
                makeProbe: { TwoReferences(box: ProbeBox(path: [$0]), other: ProbeBox(path: [])) },
                codingPath: { $0.box.path }))
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox", makeProbe: { _ in NoStorage() }, codingPath: { _ in [] }))
    }

    @Test func refusesPlainDataOfAReferencesSize() {
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox", makeProbe: { _ in PlainWord(bits: 0) }, codingPath: { _ in [] }))
    }

    @Test func refusesAContainerThatLosesItsPathOnTheRoundTrip() {
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox", makeProbe: { _ in OneReference(box: ProbeBox(path: [])) },
                codingPath: { $0.box.path }))
        #expect(
            !ContainerBoxLayout.isOneBoxReference(
                boxTypeName: "ProbeBox",
                makeProbe: { OneReference(box: ProbeBox(path: [JSONCodingKey(stringValue: "other"), $0])) },
                codingPath: { $0.box.path }))
    }
}

/// A stand-in for a box: a class instance holding a coding path.
private final class ProbeBox {
    let path: [any CodingKey]

    init(path: [any CodingKey]) { self.path = path }
}

/// Laid out as the standard library's keyed containers are: one reference to a box.
private struct OneReference {
    let box: ProbeBox
}

private struct TwoReferences {
    let box: ProbeBox
    let other: ProbeBox
}

private struct NoStorage {}

private struct PlainWord {
    let bits: UInt
}

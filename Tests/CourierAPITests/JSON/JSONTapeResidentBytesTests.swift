import Foundation
import Testing

@testable import CourierAPI

/// A tape that reads a `Data`'s bytes where they are (the client's path for a body the
/// transport received into memory of its own) reads and fails as one made from a copy, and its
/// bytes stay as they were whatever happens to the `Data` it was made from.
@Suite struct JSONTapeResidentBytesTests {
    /// A `Data` over memory this test allocated, and that memory's address.
    static func residentData(_ text: String) -> (Data, UnsafeRawPointer) {
        let bytes = Array(text.utf8)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        let data = Data(
            bytesNoCopy: memory, count: bytes.count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        return (data, UnsafeRawPointer(memory))
    }

    static let documents = [
        #"{"data":{"hero":{"__typename":"Droid","name":"R2-D2","friends":[{"name":"Luke Skywalker"},null]}}}"#,
        #"{"a":1,"a":[2.5,-3e400,"x\"y\u00e9"],"b":{"c":true,"d":false,"e":null},"f":18446744073709551616}"#,
        #"[1,2,{"k":"v"}]   "#,
        #"{"data":{"hero":{"name":"R2-D2""#,
        #"{"a":"\#u{1}"}"#,
        #"{"padding":"0123456789012345678901234567890123456789012345678901234567890123456789","bad":"\#u{1}"}"#,
    ]

    @Test("reads and fails as a tape of a copy", arguments: documents)
    func sameAsACopy(document: String) {
        let (data, address) = Self.residentData(document)
        let copied = Result { () throws(JSONParseError) in try JSONTape(parsing: Data(document.utf8)) }
        let resident = Result { () throws(JSONParseError) in
            try JSONTape(residentBytesOf: data, at: address, options: .default)
        }
        switch (copied, resident) {
        case (.success(let copied), .success(let resident)):
            #expect(resident.root.jsonValue == copied.root.jsonValue)
            // A short document lives inside its `Data`, elsewhere than the memory it was made
            // from (which the `Data` freed): the tape then reads a copy.
            let inPlace = data.withUnsafeBytes { $0.baseAddress == address }
            #expect(data.count < 64 || inPlace)
            #expect((resident.documentBytes.baseAddress == address.assumingMemoryBound(to: UInt8.self)) == inPlace)
        case (.failure(let copiedError), .failure(let residentError)):
            #expect(residentError == copiedError)
        default:
            Issue.record("copied \(copied), resident \(resident)")
        }
    }

    @Test("keeps its bytes alive and unchanged after the Data it read is changed or dropped")
    func bytesOutliveTheData() throws {
        let text = #"{"name":"Luke Skywalker","id":"1000","friends":["Han Solo","Leia Organa"]}"#
        var (data, address) = Self.residentData(text)
        let tape = try JSONTape(residentBytesOf: data, at: address, options: .default)
        // The tape holds a copy of `data`, so this change copies the bytes elsewhere first.
        data.resetBytes(in: 0..<data.count)
        data.append(contentsOf: Array(repeating: 0x20, count: 1_000_000))
        data = Data()
        #expect(tape.root["name"]?.stringValue == "Luke Skywalker")
        #expect(tape.root["friends"]?.jsonValue == ["Han Solo", "Leia Organa"])
        #expect(tape.documentBytes.baseAddress == address.assumingMemoryBound(to: UInt8.self))
    }

    @Test("a tape of a copy owns its bytes: the source can change at once")
    func copyOwnsItsBytes() throws {
        var bytes = Array(#"{"name":"R2-D2"}"#.utf8)
        let tape = try JSONTape(parsing: bytes)
        bytes.withUnsafeMutableBufferPointer { $0.update(repeating: UInt8(ascii: " ")) }
        #expect(tape.root["name"]?.stringValue == "R2-D2")
        var text = #"{"name":"C-3PO"}"#
        let fromText = try JSONTape(parsing: text)
        text = ""
        #expect(fromText.root["name"]?.stringValue == "C-3PO")
    }
}

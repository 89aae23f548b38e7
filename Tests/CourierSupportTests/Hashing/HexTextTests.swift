import CourierSupport
import Testing

@Suite("HexText")
struct HexTextTests {
    @Test(
        "bytes become two lowercase digits each, leading zeros kept",
        arguments: [
            ([] as [UInt8], ""),
            ([0x00], "00"),
            ([0x0F, 0xA0], "0fa0"),
            ([0xDE, 0xAD, 0xBE, 0xEF], "deadbeef"),
            ([0xFF, 0x01, 0x10], "ff0110"),
        ])
    func lowercase(bytes: [UInt8], expected: String) {
        #expect(HexText.lowercase(bytes) == expected)
    }

    @Test("every byte value round-trips through its two digits")
    func everyByte() {
        let bytes = (0...255).map { UInt8($0) }
        let text = Array(HexText.lowercase(bytes).utf8)
        #expect(text.count == 512)
        for (index, byte) in bytes.enumerated() {
            let pair = String(decoding: text[(index * 2)..<(index * 2 + 2)], as: UTF8.self)
            #expect(UInt8(pair, radix: 16) == byte)
        }
    }
}

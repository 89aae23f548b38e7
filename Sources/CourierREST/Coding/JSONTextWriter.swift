import CourierAPI

/// Writes an ``EncodedJSON`` tree as `JSONEncoder` lays it out.
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private let sorted: Bool
    private let escapesSlashes: Bool

    init(formatting: CourierJSONEncoder.OutputFormatting) {
        pretty = formatting.contains(.prettyPrinted)
        sorted = formatting.contains(.sortedKeys)
        escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
        bytes.reserveCapacity(256)
    }

    mutating func write(_ value: EncodedJSON, depth: Int = 0) {
        switch value {
        case .null: bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag): flag ? append("true") : append("false")
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        case .array(let array): writeArray(array.elements, depth: depth)
        case .object(let object): writeObject(object, depth: depth)
        }
    }

    private mutating func writeArray(_ elements: [EncodedJSON], depth: Int) {
        bytes.append(UInt8(ascii: "["))
        if elements.isEmpty {
            if pretty { emptyContainerBody(depth: depth) }
        } else {
            for (offset, element) in elements.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty { newline(depth: depth + 1) }
                write(element, depth: depth + 1)
            }
            if pretty { newline(depth: depth) }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: EncodedObject, depth: Int) {
        bytes.append(UInt8(ascii: "{"))
        let keys = object.keys
        if keys.isEmpty {
            if pretty { emptyContainerBody(depth: depth) }
        } else {
            var order = Array(keys.indices)
            if sorted { order.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) } }
            let values = object.values
            for (offset, position) in order.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty { newline(depth: depth + 1) }
                writeString(keys[position])
                pretty ? append(" : ") : bytes.append(UInt8(ascii: ":"))
                write(values[position], depth: depth + 1)
            }
            if pretty { newline(depth: depth) }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Foundation's pretty form of `[]` and `{}`: a blank line, then the closing bracket indented.
    private mutating func emptyContainerBody(depth: Int) {
        bytes.append(0x0A)
        newline(depth: depth)
    }

    private mutating func newline(depth: Int) {
        bytes.append(0x0A)
        for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func writeString(_ text: String) {
        JSONStringEscaper.appendQuoted(text, to: &bytes, escapingSlashes: escapesSlashes)
    }
}

import Foundation

/// The head of the server's answer to the upgrade request: status and header fields.
struct WebSocketHandshakeResponse: Sendable, Hashable {
    var status: Int
    /// Header fields in order, names lowercased.
    var fields: [Field]

    struct Field: Sendable, Hashable {
        var name: String
        var value: String
    }

    /// The first value of the field named `name` (lowercase).
    func value(for name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The offset just past the blank line ending the head in `bytes`, if it is complete.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }

    /// Parses a complete head (status line, fields, blank line).
    init(head: ArraySlice<UInt8>) throws(WebSocketError) {
        guard let text = UTF8Validation.string(from: head) else { throw .invalidHandshakeResponse("head is not UTF-8") }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { throw .invalidHandshakeResponse("empty response") }
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw .invalidHandshakeResponse("malformed status line")
        }
        self.status = status
        var fields: [Field] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .invalidHandshakeResponse("malformed header line") }
            fields.append(
                Field(
                    name: line[..<colon].lowercased(),
                    value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                ))
        }
        self.fields = fields
    }
}

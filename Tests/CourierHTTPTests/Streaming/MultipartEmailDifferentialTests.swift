import CourierHTTP
import Foundation
import Testing

/// One generated body and the parts Python's `email` parser reads in it.
struct MultipartReferenceCase: Decodable, Sendable {
    struct Part: Decodable, Sendable, Equatable {
        var fields: [String]
        var body: String  // base64
    }

    var boundary: String
    var body: String  // base64
    var parts: [Part]
}

/// A differential property: on bodies generated from an RFC 2046 grammar
/// (`scripts/lib/multipart_cases.py`), ``MultipartMixedParser`` reads the same parts as Python's
/// `email` parser, however the bytes are split. The checked-in cases are seed 1;
/// `scripts/multipart-differential --seed N` runs fresh ones (through `COURIER_MULTIPART_CASES`).
@Suite("multipart/mixed parser versus Python's email parser")
struct MultipartEmailDifferentialTests {
    static func cases() throws -> [MultipartReferenceCase] {
        let json: Data
        if let path = ProcessInfo.processInfo.environment["COURIER_MULTIPART_CASES"] {
            json = try Data(contentsOf: URL(fileURLWithPath: path))
        } else {
            json = try #require(
                Data(base64Encoded: multipartEmailReferenceCasesBase64, options: .ignoreUnknownCharacters))
        }
        return try JSONDecoder().decode([MultipartReferenceCase].self, from: json)
    }

    /// The parts, as the reference writes them: without those that have neither fields nor body.
    static func parts(_ body: [UInt8], boundary: String, chunks: (Int) -> Int) throws -> (
        parts: [MultipartReferenceCase.Part], finished: Bool
    ) {
        var parser = MultipartMixedParser(boundary: boundary)
        var parts: [MultipartReferenceCase.Part] = []
        var offset = 0
        var index = 0
        while offset < body.count {
            let end = min(body.count, offset + max(1, chunks(index)))
            parser.append(body[offset..<end])
            offset = end
            index += 1
            while let part = try parser.nextPart() {
                guard !(part.headerFields.isEmpty && part.body.isEmpty) else { continue }
                parts.append(
                    .init(
                        fields: part.headerFields.map { "\($0.name): \($0.value)" },
                        body: Data(part.body).base64EncodedString()))
            }
        }
        return (parts, parser.isFinished)
    }

    @Test func theReferenceCasesAreThere() throws {
        #expect(!(try Self.cases()).isEmpty)
    }

    @Test func sameParts_oneRead_oneByteReads_andSeededChunks() throws {
        var generator = SplitMix(seed: 2026)
        for (index, reference) in try Self.cases().enumerated() {
            let body = try #require(Data(base64Encoded: reference.body)).map { $0 }
            let sizes = (0..<16).map { _ in Int(generator.next() % 12) + 1 }
            for (how, chunks) in [
                ("one read", { (_: Int) in body.count }), ("one-byte reads", { (_: Int) in 1 }),
                ("chunks \(sizes)", { (i: Int) in sizes[i % sizes.count] }),
            ] {
                let (parts, finished) = try Self.parts(body, boundary: reference.boundary, chunks: chunks)
                #expect(
                    parts == reference.parts,
                    "case \(index), \(how): \(String(decoding: body, as: UTF8.self).debugDescription)")
                #expect(finished, "case \(index), \(how): not finished")
            }
        }
    }
}

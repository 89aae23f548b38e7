import Foundation

/// Just enough of an X.509 certificate's DER encoding (ITU-T X.690) to find its
/// SubjectPublicKeyInfo, the bytes a public-key pin hashes.
///
/// RFC 5280 §4.1: `Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version OPTIONAL,
/// serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo, … }, … }`. Nothing
/// else is decoded or checked: the signature and the dates are the platform's business.
package enum CertificateDER {
    /// Why a certificate could not be read.
    package struct Malformed: Error, Hashable {
        /// Where parsing stopped.
        package var reason: String
    }

    /// The whole SubjectPublicKeyInfo element (tag, length and contents) of a DER certificate.
    /// - Parameter certificate: The certificate's DER bytes.
    /// - Returns: The element's bytes, as HPKP and `openssl pkey -pubin -outform der` hash them.
    /// - Throws: ``Malformed`` when the bytes are not a DER certificate.
    package static func subjectPublicKeyInfo(of certificate: [UInt8]) throws(Malformed) -> ArraySlice<UInt8> {
        var reader = Reader(bytes: certificate[...])
        var outer = try reader.contents(ofSequence: "Certificate")
        var tbs = try outer.contents(ofSequence: "tbsCertificate")
        if tbs.peekTag == 0xA0 { _ = try tbs.element() }  // [0] EXPLICIT version
        for _ in ["serialNumber", "signature", "issuer", "validity", "subject"] { _ = try tbs.element() }
        guard tbs.peekTag == Reader.sequenceTag else {
            throw Malformed(reason: "subjectPublicKeyInfo is not a SEQUENCE")
        }
        return try tbs.element().whole
    }

    /// The public-key pin of a certificate: the standard base64 SHA-256 of its
    /// SubjectPublicKeyInfo (HPKP's `pin-sha256`), or `nil` when the bytes are not a DER
    /// certificate.
    /// - Parameter certificate: The certificate's DER bytes.
    /// - Returns: The base64 hash.
    package static func publicKeyPin(of certificate: [UInt8]) -> String? {
        guard let info = try? subjectPublicKeyInfo(of: certificate) else { return nil }
        return Data(SHA256Hasher.hash(info)).base64EncodedString()
    }

    /// A pin as people write it (`sha256/…` or bare, surrounding spaces ignored), as compared
    /// with ``publicKeyPin(of:)``.
    /// - Parameter text: The pin text.
    /// - Returns: The bare base64 hash.
    package static func normalizedPin(_ text: String) -> String {
        var hash = Substring(text.trimmingCharacters(in: .whitespaces))
        if hash.lowercased().hasPrefix("sha256/") { hash = hash.dropFirst("sha256/".count) }
        return String(hash)
    }

    /// A cursor over DER elements.
    private struct Reader {
        static let sequenceTag: UInt8 = 0x30
        var bytes: ArraySlice<UInt8>

        var peekTag: UInt8? { bytes.first }

        /// The next element: its whole encoding and its contents.
        mutating func element() throws(Malformed) -> (whole: ArraySlice<UInt8>, contents: ArraySlice<UInt8>) {
            let start = bytes.startIndex
            guard bytes.count >= 2 else { throw Malformed(reason: "truncated element header") }
            // Multi-byte tags (low five bits all set) do not occur in the elements read here.
            guard bytes[start] & 0x1F != 0x1F else { throw Malformed(reason: "unsupported multi-byte tag") }
            let first = bytes[start + 1]
            var offset = start + 2
            var length = 0
            if first < 0x80 {
                length = Int(first)
            } else {
                let count = Int(first & 0x7F)
                // 0x80 is BER's indefinite length, which DER forbids; four length bytes is 4 GiB.
                guard count > 0, count <= 4, bytes.endIndex - offset >= count else {
                    throw Malformed(reason: "invalid length")
                }
                for byte in bytes[offset..<offset + count] { length = length << 8 | Int(byte) }
                offset += count
            }
            guard bytes.endIndex - offset >= length else { throw Malformed(reason: "element longer than its parent") }
            let end = offset + length
            defer { bytes = bytes[end...] }
            return (bytes[start..<end], bytes[offset..<end])
        }

        /// The contents of the next element, which must be a SEQUENCE, as a reader.
        mutating func contents(ofSequence name: String) throws(Malformed) -> Reader {
            guard peekTag == Self.sequenceTag else { throw Malformed(reason: "\(name) is not a SEQUENCE") }
            return Reader(bytes: try element().contents)
        }
    }
}

import CourierAPI
import CourierREST
import Foundation
import FuzzSupport

/// Differential fuzzing of `CourierJSONDecoder` and `CourierJSONEncoder` against Foundation's
/// `JSONDecoder` and `JSONEncoder`.
///
/// The first byte picks the model (its value modulo 8: ``Profile``, `[Profile]`, ``Node``,
/// `[Reordered]`, ``Holder``, `[Keeper]`, ``Scalars``, ``Catalog``), the key strategy (bit 3:
/// `.convertFromSnakeCase`, else `.useDefaultKeys`) and the date strategy (bit 4: `.iso8601`, else
/// the default `.deferredToDate`); the rest is the JSON document. In ASCII, `@`…`G` are the eight
/// models with default keys and dates, `H`…`O` with snake-case keys, `P`…`W` with ISO 8601 dates,
/// `X`…`_` with both. Both decoders decode the document, and:
/// - both succeed: the values are equal, and encode (with `JSONEncoder`) to the same bytes;
/// - both fail: the same `DecodingError` case, and for `typeMismatch`, `valueNotFound` and
///   `keyNotFound` the same type or key and coding path (``ErrorSummary``); except when a
///   dictionary has several bad members, where Foundation's choice of the one it reports follows
///   hashing order and changes from run to run (``ErrorSummary/mayDifferByDictionaryOrder(_:_:)``);
/// - only `CourierJSONDecoder` fails: allowed only for its documented whole-document validation,
///   that is a `dataCorrupted` at the root path whose underlying error is the parser's (or the
///   transcoder's), and then `JSONSerialization` (which reads every value, where `JSONDecoder`
///   reads only what the type asks for) must reject the document too, unless it has a trailing
///   comma in an object or array (`[1,]`): Foundation on Linux accepts one, both in `JSONDecoder`
///   and in `JSONSerialization`, and `CourierJSONDecoder` (with RFC 8259) rejects it;
/// - only `CourierJSONDecoder` succeeds: always a violation.
///
/// Foundation's verdict is no oracle for a document holding a zero written with an exponent
/// (`0e3`, `0.00e5`, `-0.0e3`): `JSONDecoder` on Linux rejects some of them as `Double`s (as a
/// non-zero that underflowed, `dataCorrupted`), though RFC 8259 allows them and
/// `JSONSerialization` reads them; `CourierJSONDecoder` reads them as zero. When Foundation fails
/// with `dataCorrupted` on such a document, the input is skipped (``hasZeroWithExponent(_:)``).
///
/// A parse rejection by `CourierJSONDecoder` is accepted whatever error Foundation's decoder
/// throws, since its lazy validation may first meet a type mismatch. (`JSONSerialization` is no
/// oracle there: it is laxer than `JSONDecoder` in places, e.g. it ignores what follows a NUL
/// byte after the top-level value, `0\u{0}e`.) When decoding succeeded, Foundation's value is encoded by
/// `CourierJSONEncoder` and `JSONEncoder`, both with `.sortedKeys` and the date strategy the
/// decoders used: the bytes must be identical, or both fail with the same `EncodingError` case.
/// The models avoid the encoder's documented differences (no writes to a kept container, no
/// encoding errors inside nested containers).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let control = input.byte()
    let configuration = CoderConfiguration(control: control)
    let document = Data(input.rest())
    switch control % 8 {
    case 0: compare(Profile.self, document, configuration)
    case 1: compare([Profile].self, document, configuration)
    case 2: compare(Node.self, document, configuration)
    case 3: compare([Reordered].self, document, configuration)
    case 4: compare(Holder.self, document, configuration)
    case 5: compare([Keeper].self, document, configuration)
    case 6: compare(Scalars.self, document, configuration)
    default: compare(Catalog.self, document, configuration)
    }
    return 0
}

/// The key and date strategies an input's control byte picks, applied to all four coders.
struct CoderConfiguration: CustomStringConvertible {
    let snakeCaseKeys: Bool
    let iso8601Dates: Bool

    init(control: UInt8) {
        snakeCaseKeys = control & 0b1000 != 0
        iso8601Dates = control & 0b1_0000 != 0
    }

    var description: String {
        "\(snakeCaseKeys ? "snake-case keys" : "default keys"), \(iso8601Dates ? "ISO 8601" : "default") dates"
    }

    var courierDecoder: CourierJSONDecoder {
        var decoder = CourierJSONDecoder()
        if snakeCaseKeys { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        if iso8601Dates { decoder.dateDecodingStrategy = .iso8601 }
        return decoder
    }

    var foundationDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        if snakeCaseKeys { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        if iso8601Dates { decoder.dateDecodingStrategy = .iso8601 }
        return decoder
    }

    var courierEncoder: CourierJSONEncoder {
        var encoder = CourierJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if iso8601Dates { encoder.dateEncodingStrategy = .iso8601 }
        return encoder
    }

    var foundationEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if iso8601Dates { encoder.dateEncodingStrategy = .iso8601 }
        return encoder
    }
}

/// Decodes `document` as `T` with both decoders and checks the properties of ``fuzz(_:_:)``.
private func compare<T: Codable & Equatable>(_ type: T.Type, _ document: Data, _ configuration: CoderConfiguration) {
    let theirs = Result { try configuration.foundationDecoder.decode(T.self, from: document) }
    let ours = Result { try configuration.courierDecoder.decode(T.self, from: document) }
    func violated(_ what: String) -> Never {
        fuzzPropertyViolated("\(T.self), \(configuration): \(what)\ndocument: \(excerpt(document))")
    }
    if case .failure(DecodingError.dataCorrupted) = theirs, hasZeroWithExponent(document) { return }
    switch (ours, theirs) {
    case (.success(let value), .success(let expected)):
        if value != expected {
            violated("different values\n  Foundation: \(excerpt(expected))\n  Courier:    \(excerpt(value))")
        }
        compareEncodings(of: value, expected, configuration, violated)
    case (.failure(let error), _) where isParseRejection(error):
        if case .success = theirs, !hasTrailingComma(document),
            (try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])) != nil
        {
            violated("Courier rejects a document JSONSerialization reads: \(error)\n  Foundation: \(theirs)")
        }
    case (.failure(let error), .failure(let expected)):
        let summary = ErrorSummary(error)
        let expectedSummary = ErrorSummary(expected)
        if summary != expectedSummary, !ErrorSummary.mayDifferByDictionaryOrder(summary, expectedSummary) {
            violated("different errors\n  Foundation: \(expectedSummary) (\(expected))\n  Courier:    \(error)")
        }
    case (.failure(let error), .success(let expected)):
        violated("only Courier fails: \(error)\n  Foundation: \(excerpt(expected))")
    case (.success(let value), .failure(let expected)):
        violated("only Foundation fails: \(expected)\n  Courier: \(excerpt(value))")
    }
}

/// Whether `error` is `CourierJSONDecoder`'s rejection of the document as a whole, before any
/// value is decoded: `dataCorrupted` at the root with the parser's or the transcoder's error.
private func isParseRejection(_ error: any Error) -> Bool {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty else { return false }
    return context.underlyingError is JSONParseError || context.underlyingError is CocoaError
}

/// Encodes Foundation's decoded value with both encoders (the same bytes, or the same error), and
/// ours with `JSONEncoder`, which must write what it writes for Foundation's (values equal by `==`
/// may still differ, as `-0.0` and `0.0` do).
private func compareEncodings<T: Encodable>(
    of value: T, _ expected: T, _ configuration: CoderConfiguration, _ violated: (String) -> Never
) {
    let foundation = Result { try configuration.foundationEncoder.encode(expected) }
    let courier = Result { try configuration.courierEncoder.encode(expected) }
    switch (courier, foundation) {
    case (.success(let bytes), .success(let expectedBytes)):
        if bytes != expectedBytes {
            violated("different encodings\n  JSONEncoder: \(excerpt(expectedBytes))\n  Courier:     \(excerpt(bytes))")
        }
        if let ofOurs = try? configuration.foundationEncoder.encode(value), ofOurs != expectedBytes {
            violated(
                "the decoded values encode differently\n  Foundation's: \(excerpt(expectedBytes))\n"
                    + "  Courier's:    \(excerpt(ofOurs))")
        }
    case (.failure(let error), .failure(let expectedError)):
        if ErrorSummary(error) != ErrorSummary(expectedError) {
            violated("different encoding errors\n  JSONEncoder: \(expectedError)\n  Courier:     \(error)")
        }
    case (.failure(let error), .success(let expectedBytes)):
        violated("only Courier's encoder fails: \(error)\n  JSONEncoder: \(excerpt(expectedBytes))")
    case (.success(let bytes), .failure(let expectedError)):
        violated("only JSONEncoder fails: \(expectedError)\n  Courier: \(excerpt(bytes))")
    }
}

/// The first 400 bytes of a document, as text.
private func excerpt(_ data: Data) -> String { String(decoding: data.prefix(400), as: UTF8.self) }

/// The first 400 bytes of a value as `JSONEncoder` writes it (sorted keys), or of its description.
private func excerpt<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return String(String(describing: value).prefix(400)) }
    return excerpt(data)
}

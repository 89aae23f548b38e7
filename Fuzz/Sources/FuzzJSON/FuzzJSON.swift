import CourierAPI
import FuzzSupport

/// Parses the input as JSON and, when it parses, checks the serializer round trip: the serialized
/// bytes parse again to a value that serializes to the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONParser.parse(input, options: .init(maximumDepth: 256)) else { return 0 }
    let first: [UInt8]
    do {
        first = try JSONSerializer().serialize(value)
    } catch {
        // Only non-finite doubles cannot be written, and the parser must never produce one.
        fuzzPropertyViolated("a parsed value does not serialize: \(error)")
    }
    let reparsed: JSONValue
    do {
        reparsed = try JSONParser.parse(first, options: .init(maximumDepth: 256))
    } catch {
        fuzzPropertyViolated("serialized JSON does not parse: \(error)\n\(String(decoding: first, as: UTF8.self))")
    }
    guard let second = try? JSONSerializer().serialize(reparsed), second == first else {
        fuzzPropertyViolated("serialization is not stable for \(String(decoding: first, as: UTF8.self))")
    }
    if reparsed != value {
        fuzzPropertyViolated("value changed through serialization: \(String(decoding: first, as: UTF8.self))")
    }
    return 0
}

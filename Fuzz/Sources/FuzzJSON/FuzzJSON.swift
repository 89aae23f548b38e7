import CourierAPI
import FuzzSupport

/// Parses the input as JSON, both into a tree and onto a ``JSONTape``, which must agree (the same
/// value, or the same error); when it parses, checks the serializer round trip: the serialized
/// bytes parse again to a value that serializes to the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let options = JSONParser.Options(maximumDepth: 256)
    let tree = Result { () throws(JSONParseError) in try JSONParser.parse(input, options: options) }
    let tape = Result { () throws(JSONParseError) in try JSONTape(parsing: input, options: options) }
    switch (tree, tape) {
    case (.success(let value), .success(let tape)):
        if tape.root.jsonValue != value { fuzzPropertyViolated("the tape reads a different value") }
    case (.failure(let treeError), .failure(let tapeError)):
        if treeError != tapeError { fuzzPropertyViolated("the tape fails differently: \(tapeError) vs \(treeError)") }
    case (.success, .failure(let error)):
        fuzzPropertyViolated("the tape rejects a valid document: \(error)")
    case (.failure(let error), .success):
        fuzzPropertyViolated("the tape accepts an invalid document (\(error))")
    }
    guard case .success(let value) = tree else { return 0 }
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

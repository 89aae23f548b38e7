import CourierAPI
import CourierHTTP
import FuzzSupport
import StarWarsFuzzAPI

@testable import CourierGraphQL

/// What one run of the parser produced: the parts in order, then how it ended.
private struct Outcome {
    var parts: [MultipartPart] = []
    var error: MultipartParseError?
    var isFinished = false
}

/// Parses `bytes` with boundary `boundary`, appending `chunk` bytes at a time (all at once for
/// `chunk == 0`), until the body is finished, fails or runs out.
private func parse(_ bytes: ArraySlice<UInt8>, boundary: String, chunk: Int, limit: Int) -> Outcome {
    var parser = MultipartMixedParser(boundary: boundary, maximumPartSize: limit)
    var outcome = Outcome()
    var rest = bytes
    repeat {
        let size = chunk == 0 ? rest.count : min(chunk, rest.count)
        parser.append(rest.prefix(size))
        rest = rest.dropFirst(size)
        do {
            while let part = try parser.nextPart() {
                if part.body.count > limit {
                    fuzzPropertyViolated("a part of \(part.body.count) bytes passed the \(limit)-byte limit")
                }
                outcome.parts.append(part)
            }
        } catch {
            outcome.error = error
            do {
                _ = try parser.nextPart()
            } catch {
                // A failed parser may fail again; it must not crash.
            }
            return outcome
        }
    } while !rest.isEmpty && !parser.isFinished
    outcome.isFinished = parser.isFinished
    if parser.isFinished != ((try? parser.finish()) != nil) {
        fuzzPropertyViolated("finish() disagrees with isFinished")
    }
    return outcome
}

/// Feeds the input to a ``MultipartMixedParser`` and each part to the ``MultipartPayloadReader``
/// that a multipart subscription or `@defer` response goes through, decoding every response it
/// yields into a generated type.
///
/// The first byte picks the boundary (bit 0: `graphql` or `-`, the two that servers use), the
/// reader's mode (bit 1: subscription or incremental delivery) and the chunk size (the rest,
/// 1…64 bytes). Properties: no part is larger than the limit; the parts do not depend on how
/// the body was chunked (when neither run hit the chunk-dependent size limit, both end the same
/// way); the reader ends in an output or a ``GraphQLSubscriptionError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let control = input.byte()
    let boundary = control & 1 == 0 ? "graphql" : "-"
    let mode: MultipartPayloadReader.Mode = control & 2 == 0 ? .subscription : .incremental
    let chunk = Int(control >> 2) + 1
    let body = input.rest()
    let limit = 2048

    let chunked = parse(body, boundary: boundary, chunk: chunk, limit: limit)
    let whole = parse(body, boundary: boundary, chunk: 0, limit: limit)
    if chunked.error == .partTooLarge(limit: limit) || whole.error == .partTooLarge(limit: limit) {
        let common = min(chunked.parts.count, whole.parts.count)
        if chunked.parts.prefix(common) != whole.parts.prefix(common) {
            fuzzPropertyViolated("parts depend on chunking")
        }
    } else if chunked.parts != whole.parts || chunked.error != whole.error || chunked.isFinished != whole.isFinished {
        fuzzPropertyViolated(
            "chunked (\(chunk)) and whole parses differ: \(chunked.parts.count) vs \(whole.parts.count) "
                + "parts, \(String(describing: chunked.error)) vs \(String(describing: whole.error))")
    }

    var reader = MultipartPayloadReader(mode: mode, operationName: "Fuzz")
    for part in chunked.parts {
        let output: MultipartPayloadReader.Output
        do {
            output = try reader.read(part.body)
        } catch {
            _ = error.description
            return 0
        }
        switch output {
        case .none: continue
        case .end: return 0
        case .response(let response): decode(response)
        case .last(let response):
            decode(response)
            return 0
        }
    }
    return 0
}

/// Decodes a streamed response as the client would, under each error policy.
private func decode(_ response: GraphQLResponse) {
    for policy in [GraphQLErrorPolicy.none, .all, .ignore] {
        _ = try? GraphQLResultDecoder.result(
            HeroAndFriendsNamesWithIDsQuery.Data.self, from: response, policy: policy, operationName: "Fuzz")
        _ = try? GraphQLResultDecoder.result(
            HeroDetailsWithFragmentQuery.Data.self, from: response, policy: policy, operationName: "Fuzz")
    }
}

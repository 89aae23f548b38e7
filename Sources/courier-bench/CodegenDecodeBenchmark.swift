import CourierAPI
import Foundation
import StarWarsFixtureAPI

/// Decoding a large Star Wars response (a hero with thousands of friends, each with friends)
/// several ways in the same run: into the generated `HeroFriendsOfFriendsNamesQuery.Data` from a
/// ``JSONTape`` (the fast path) and through a ``JSONValue`` tree, into `[String: Any]` with
/// `JSONSerialization`, and into Codable mirror structs with `JSONDecoder`. Times are CPU time,
/// best of several rounds.
enum CodegenDecodeBenchmark {
    static let rounds = 5
    static let minimumBytes = 5_000_000

    static func run() throws -> [BenchmarkResult] {
        let body = response(minimumBytes: minimumBytes)
        let megabytes = Double(body.count) / 1_000_000

        // Check once that every path decodes the whole response, so the timings compare like with like.
        let generated = try decodeGenerated(body)
        guard try decodeThroughTree(body) == generated else { throw CodegenBenchmarkError.decodingMismatch }
        let mirror = try JSONDecoder().decode(MirrorResponse.self, from: body)
        guard let friends = generated.hero?.friends, friends.count == mirror.data.hero?.friends?.count,
            friends.last??.friends?.last??.name == mirror.data.hero?.friends?.last??.friends?.last??.name
        else {
            throw CodegenBenchmarkError.decodingMismatch
        }

        var checksum = 0
        let generatedSeconds = try best { checksum &+= try decodeGenerated(body).hero?.friends?.count ?? 0 }
        let treeSeconds = try best { checksum &+= try decodeThroughTree(body).hero?.friends?.count ?? 0 }
        let serializationSeconds = try best {
            checksum &+= (try JSONSerialization.jsonObject(with: body) as? [String: Any])?.count ?? 0
        }
        let parseSeconds = try best {
            checksum &+= try body.withUnsafeBytes { buffer in try JSONParser.parse(buffer) }["data"] == nil ? 0 : 1
        }
        let tapeSeconds = try best { checksum &+= try JSONTape(parsing: body).root["data"] == nil ? 0 : 1 }
        let decoderSeconds = try best {
            checksum &+= try JSONDecoder().decode(MirrorResponse.self, from: body).data.hero?.friends?.count ?? 0
        }
        guard checksum > 0 else { throw CodegenBenchmarkError.decodingMismatch }

        let generatedRate = megabytes / generatedSeconds
        return [
            BenchmarkResult(name: "codegen.decode_response_bytes", value: Double(body.count), unit: "bytes"),
            // The parses alone, to show how each path's time splits between parsing and building
            // the generated structs.
            BenchmarkResult(name: "codegen.decode_parse_only", value: megabytes / parseSeconds, unit: "MB/s"),
            BenchmarkResult(name: "codegen.decode_tape_parse_only", value: megabytes / tapeSeconds, unit: "MB/s"),
            BenchmarkResult(
                name: "codegen.decode_generated_vs_tree", value: generatedRate, unit: "MB/s",
                baseline: megabytes / treeSeconds, baselineName: "generated types through a JSONValue tree"
            ),
            BenchmarkResult(
                name: "codegen.decode_generated_vs_jsondecoder", value: generatedRate, unit: "MB/s",
                baseline: megabytes / decoderSeconds, baselineName: "JSONDecoder into Codable mirror structs"
            ),
            BenchmarkResult(
                name: "codegen.decode_generated_vs_jsonserialization", value: generatedRate, unit: "MB/s",
                baseline: megabytes / serializationSeconds,
                baselineName: "JSONSerialization.jsonObject ([String: Any] only)"
            ),
        ]
    }

    private static func decodeGenerated(_ body: Data) throws -> HeroFriendsOfFriendsNamesQuery.Data {
        guard let data = try JSONTape(parsing: body).root["data"] else { throw CodegenBenchmarkError.decodingMismatch }
        return try HeroFriendsOfFriendsNamesQuery.Data(tapeValue: data)
    }

    private static func decodeThroughTree(_ body: Data) throws -> HeroFriendsOfFriendsNamesQuery.Data {
        let value = try body.withUnsafeBytes { buffer in try JSONParser.parse(buffer) }
        guard let data = value["data"] else { throw CodegenBenchmarkError.decodingMismatch }
        return try HeroFriendsOfFriendsNamesQuery.Data(jsonValue: data)
    }

    private static func best(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = BenchmarkClock.cpuTime()
            try body()
            best = min(best, BenchmarkClock.cpuTime() - start)
        }
        return best
    }

    /// `{"data":{"hero":{… "friends":[{… "friends":[{"__typename":…,"name":…}, …]}, …]}}}`,
    /// grown until it is at least `minimumBytes` long. Names and ids vary so that no string
    /// cache makes the work trivial.
    static func response(minimumBytes: Int) -> Data {
        let names = [
            "Luke Skywalker", "Han Solo", "Leia Organa", "C-3PO", "R2-D2", "Wilhuff Tarkin", "Obi-Wan Kenobi",
            "Chewbacca",
        ]
        var text = #"{"data":{"hero":{"__typename":"Droid","friends":["#
        var index = 0
        while text.utf8.count < minimumBytes {
            if index > 0 { text += "," }
            let typename = index % 3 == 0 ? "Droid" : "Human"
            text += #"{"__typename":"\#(typename)","id":"\#(1000 + index)","friends":["#
            for inner in 0..<12 {
                if inner > 0 { text += "," }
                let name = names[(index + inner) % names.count]
                text +=
                    #"{"__typename":"\#(inner % 2 == 0 ? "Human" : "Droid")","name":"\#(name) \#(index * 12 + inner)"}"#
            }
            text += "]}"
            index += 1
        }
        text += "]}}}"
        return Data(text.utf8)
    }
}

/// The same response as Codable structs, as a hand-written `JSONDecoder` client would have it
/// (also the baseline of ``GraphQLClientDecodeBenchmark``).
struct MirrorResponse: Decodable {
    struct Payload: Decodable { let hero: Hero? }
    struct Hero: Decodable {
        let __typename: String
        let friends: [Friend?]?
    }
    struct Friend: Decodable {
        let __typename: String
        let id: String
        let friends: [Name?]?
    }
    struct Name: Decodable {
        let __typename: String
        let name: String
    }
    let data: Payload
}

/// Why the codegen benchmark could not produce a figure.
enum CodegenBenchmarkError: Error, CustomStringConvertible {
    case fixtureMissing(String)
    case decodingMismatch
    case invalidOperations(String)

    var description: String {
        switch self {
        case .fixtureMissing(let path): "fixture not found: \(path) (run from the package root)"
        case .decodingMismatch: "the decoders disagree about the benchmark response"
        case .invalidOperations(let diagnostics): "generated operations are invalid:\n\(diagnostics)"
        }
    }
}

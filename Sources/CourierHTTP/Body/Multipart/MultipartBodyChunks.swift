import Foundation

/// The chunks of one attempt at sending a ``MultipartBodyLayout``: framing and in-memory parts
/// sliced, files read, streams pulled, in chunks of at most `chunkSize` bytes.
///
/// Small runs are joined up to `chunkSize` so that a part's headers travel with its first bytes;
/// a chunk from a stream part is passed on as soon as it comes (split when larger), so a slow
/// producer is never waited on for more. Files and streams with a declared length are checked
/// against it, because the body's `Content-Length` was fixed before sending.
struct MultipartBodyChunks: AsyncSequence, Sendable {
    typealias Element = Data

    let segments: [MultipartBodyLayout.Segment]
    let chunkSize: Int

    func makeAsyncIterator() -> Iterator { Iterator(segments: segments, chunkSize: chunkSize) }

    /// Walks the segments, holding at most one file handle and one stream chunk.
    struct Iterator: AsyncIteratorProtocol {
        private let segments: [MultipartBodyLayout.Segment]
        private let chunkSize: Int
        private var index = 0
        private var started = false
        private var offset = 0
        private var produced: Int64 = 0
        private var file: FileChunkReader?
        private var stream: HTTPBodyChunks.Iterator?
        private var carry = Data()
        private var carryOffset = 0

        init(segments: [MultipartBodyLayout.Segment], chunkSize: Int) {
            self.segments = segments
            self.chunkSize = chunkSize
        }

        mutating func next() async throws -> Data? {
            var output = Data()
            while output.count < chunkSize {
                guard let (piece, fromStream) = try await nextPiece(limit: chunkSize - output.count) else { break }
                output.append(piece)
                if fromStream { break }
            }
            return output.isEmpty ? nil : output
        }

        /// Up to `limit` bytes from the current segment (moving on to the next at its end), and
        /// whether they came from a stream; `nil` after the last segment.
        private mutating func nextPiece(limit: Int) async throws -> (Data, Bool)? {
            while index < segments.count {
                let piece: (Data, Bool)?
                switch segments[index] {
                case .bytes(let data): piece = slice(data, limit: limit)
                case .file(let url, let length, let partName):
                    piece = try readFile(url, length: length, partName: partName, limit: limit)
                case .stream(let body, let partName):
                    piece = try await pullStream(body, partName: partName, limit: limit)
                }
                if let piece { return piece }
                index += 1
                started = false
                (offset, produced, file, stream, carry, carryOffset) = (0, 0, nil, nil, Data(), 0)
            }
            return nil
        }

        private mutating func slice(_ data: Data, limit: Int) -> (Data, Bool)? {
            guard offset < data.count else { return nil }
            let count = Swift.min(limit, data.count - offset)
            let start = data.index(data.startIndex, offsetBy: offset)
            offset += count
            return (Data(data[start..<data.index(start, offsetBy: count)]), false)
        }

        private mutating func readFile(_ url: URL, length: Int64, partName: String, limit: Int) throws -> (Data, Bool)?
        {
            if !started {
                started = true
                file = FileChunkReader(url: url)
            }
            guard let file else { return nil }
            let remaining = length - produced
            let data: Data?
            do { data = try file.read(upTo: remaining > 0 ? Int(Swift.min(Int64(limit), remaining)) : 1) } catch {
                throw MultipartBodyError.unreadableFile(
                    partName: partName, filename: url.lastPathComponent, reason: "\(error)")
            }
            guard let data else {
                guard remaining == 0 else {
                    throw MultipartBodyError.lengthMismatch(partName: partName, declared: length, actual: produced)
                }
                return nil
            }
            guard remaining > 0 else {
                throw MultipartBodyError.lengthMismatch(partName: partName, declared: length, actual: nil)
            }
            produced += Int64(data.count)
            return (data, false)
        }

        private mutating func pullStream(_ body: HTTPBodyStream, partName: String, limit: Int) async throws
            -> (Data, Bool)?
        {
            if !started {
                started = true
                stream = body.makeChunks().makeAsyncIterator()
            }
            while carryOffset >= carry.count {
                guard let chunk = try await stream?.next() else {
                    if let declared = body.length, declared != produced {
                        throw MultipartBodyError.lengthMismatch(
                            partName: partName, declared: declared, actual: produced)
                    }
                    return nil
                }
                produced += Int64(chunk.count)
                if let declared = body.length, produced > declared {
                    throw MultipartBodyError.lengthMismatch(partName: partName, declared: declared, actual: nil)
                }
                (carry, carryOffset) = (chunk, 0)
            }
            let start = carry.index(carry.startIndex, offsetBy: carryOffset)
            let count = Swift.min(limit, carry.count - carryOffset)
            carryOffset += count
            let piece = Data(carry[start..<carry.index(start, offsetBy: count)])
            return (piece, true)
        }
    }
}

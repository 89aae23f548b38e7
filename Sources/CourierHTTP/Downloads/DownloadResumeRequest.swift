import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a resumable download asks of its transport (``HTTPRequest/downloadResume``): which
/// partial file the body goes into, and from which byte the request's `Range` asks for it.
struct DownloadResumeRequest: Sendable, Hashable {
    /// The partial file and its record.
    var partial: DownloadPartialFile
    /// The bytes kept from before (the `Range` start); 0 when the download starts from zero.
    var offset: Int64
    /// The validator sent in `If-Range`, if resuming.
    var validator: String?
}

/// How a response head continues a resumable download's partial file.
enum DownloadResumeStart: Equatable {
    /// Append to the kept bytes; the whole body is `total` bytes when known.
    case append(offset: Int64, total: Int64?)
    /// Write the file from zero.
    case restart(total: Int64?)
    /// A `206` whose `Content-Range` does not start where the partial file ends.
    case mismatch

    /// The kept bytes and the whole body's length (when known) to write with.
    var keptAndTotal: (Int64, Int64?) {
        switch self {
        case .append(let offset, let total): (offset, total)
        case .restart(let total): (0, total)
        case .mismatch: (0, nil)
        }
    }

    /// Reads `head`, a 2xx answer to `resume`'s request.
    init(head: HTTPURLResponse, resume: DownloadResumeRequest) {
        let length = head.expectedContentLength.known
        guard head.statusCode == 206 else {
            self = .restart(total: length)
            return
        }
        guard resume.offset > 0, let range = head.value(forHTTPHeaderField: "Content-Range"),
            let parsed = Self.parse(contentRange: range), parsed.start == resume.offset
        else {
            self = .mismatch
            return
        }
        self = .append(offset: parsed.start, total: parsed.total ?? length.map { $0 + parsed.start })
    }

    /// The start and total of `bytes START-END/TOTAL` (TOTAL may be `*`).
    static func parse(contentRange: String) -> (start: Int64, total: Int64?)? {
        let text = contentRange.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = text.dropFirst("bytes ".count).split(separator: "/", maxSplits: 1)
        guard spec.count == 2, let dash = spec[0].firstIndex(of: "-"),
            let start = Int64(spec[0][..<dash].trimmingCharacters(in: .whitespaces))
        else { return nil }
        return (start, Int64(spec[1].trimmingCharacters(in: .whitespaces)))
    }

    /// The record that lets a later download resume this one, when the server allows it: a
    /// strong `ETag` or a `Last-Modified`, and `Accept-Ranges: bytes` (implied by a `206`).
    static func record(for head: HTTPURLResponse, url: URL, total: Int64?, sentValidator: String?)
        -> DownloadPartialFile.Record?
    {
        let etag = head.value(forHTTPHeaderField: "ETag").flatMap { $0.hasPrefix("W/") ? nil : $0 }
        let acceptsRanges =
            head.statusCode == 206
            || (head.value(forHTTPHeaderField: "Accept-Ranges")?.lowercased().contains("bytes") ?? false)
        let validator =
            etag ?? head.value(forHTTPHeaderField: "Last-Modified") ?? (head.statusCode == 206 ? sentValidator : nil)
        guard acceptsRanges, let validator else { return nil }
        return DownloadPartialFile.Record(url: url, validator: validator, length: total)
    }
}

import CourierHTTP

extension LoopbackResponse {
    /// A copy of a ``file(_:contentType:status:)`` response that honours byte-range requests, as
    /// a resumable download needs: it carries `Accept-Ranges: bytes` and `ETag: etag`, and
    /// answers `Range: bytes=N-` (or `N-M`) with `206` and a `Content-Range`, unless an
    /// `If-Range` names another validator (then the whole file comes with `200`); a range
    /// starting at or past the end gets `416`.
    /// - Parameter etag: The file's entity tag, quotes included (`"v1"`).
    /// - Returns: The response.
    public func acceptingRanges(etag: String) -> LoopbackResponse {
        var copy = self
        copy.headerFields["Accept-Ranges"] = "bytes"
        copy.headerFields["ETag"] = etag
        return copy
    }

    /// Whether ``acceptingRanges(etag:)`` applies.
    var acceptsRanges: Bool {
        headerFields["Accept-Ranges"]?.lowercased() == "bytes"
    }
}

/// The part of a file a ranged file response sends.
struct LoopbackFileRange {
    /// The status: 200 (whole file), 206 or 416.
    var status: Int
    /// The first byte sent.
    var start: Int
    /// The byte after the last one sent.
    var end: Int
    /// The `Content-Range` header, for 206 and 416.
    var contentRange: String?

    /// The range of a `size`-byte file that `response` sends for `request`.
    init(request: LoopbackRequest, response: LoopbackResponse, size: Int) {
        (status, start, end, contentRange) = (response.status, 0, size, nil)
        guard response.acceptsRanges, response.status == 200,
            let header = request.headerFields["Range"]?.lowercased(), header.hasPrefix("bytes="),
            !header.contains(",")
        else { return }
        if let condition = request.headerFields["If-Range"], condition != response.headerFields["ETag"] {
            return
        }
        let bounds = header.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let first = Int(bounds[0]) else { return }
        guard first < size else {
            (status, start, end, contentRange) = (416, 0, 0, "bytes */\(size)")
            return
        }
        let last = min(Int(bounds[1]) ?? (size - 1), size - 1)
        (status, start, end, contentRange) = (206, first, last + 1, "bytes \(first)-\(last)/\(size)")
    }
}

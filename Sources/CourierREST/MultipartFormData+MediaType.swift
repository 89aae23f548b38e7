extension MultipartFormData {
    /// The media type for a file extension, for file parts appended without one; a short table of
    /// the types uploads commonly carry, `application/octet-stream` for the rest.
    /// - Parameter pathExtension: The extension, without the dot (any case).
    /// - Returns: The media type.
    static func mediaType(forPathExtension pathExtension: String) -> String {
        mediaTypes[pathExtension.lowercased()] ?? "application/octet-stream"
    }

    private static let mediaTypes: [String: String] = [
        "txt": "text/plain", "csv": "text/csv", "html": "text/html", "htm": "text/html", "css": "text/css",
        "md": "text/markdown", "xml": "application/xml", "json": "application/json", "pdf": "application/pdf",
        "zip": "application/zip", "gz": "application/gzip", "tar": "application/x-tar",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "heic": "image/heic", "svg": "image/svg+xml", "bmp": "image/bmp", "tiff": "image/tiff", "tif": "image/tiff",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav", "aac": "audio/aac",
        "mp4": "video/mp4", "m4v": "video/mp4", "mov": "video/quicktime", "webm": "video/webm",
    ]
}

import Foundation

/// The partial file of a resumable download and the record beside it: the URL it came from,
/// the validator to send in `If-Range` and the full length (see ``DownloadResumePolicy``).
struct DownloadPartialFile: Sendable, Hashable {
    /// What the record beside a kept partial file says.
    struct Record: Codable, Sendable, Hashable {
        var url: URL
        var validator: String
        var length: Int64?
    }

    /// The partial file: `.NAME.courier-partial` beside the destination.
    let url: URL
    /// The record: the partial file's name with `.resume` appended.
    var recordURL: URL { url.appendingPathExtension("resume") }

    /// The partial file of downloads to `destination`.
    init(destination: URL) {
        url = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).courier-partial")
    }

    /// The partial file whose path is `url`, if it is one.
    init?(partial url: URL) {
        guard url.lastPathComponent.hasSuffix(".courier-partial") else { return nil }
        self.url = url
    }

    /// The kept bytes and their record, when both exist for `source` and the file is not
    /// longer than the record's length.
    func resumable(from source: URL) -> (offset: Int64, record: Record)? {
        guard let data = try? Data(contentsOf: recordURL),
            let record = try? JSONDecoder().decode(Record.self, from: data), record.url == source,
            let size = HTTPBody.fileSize(of: url), size > 0, size < (record.length ?? .max)
        else { return nil }
        return (size, record)
    }

    /// Writes the record.
    func save(_ record: Record) throws {
        try JSONEncoder().encode(record).write(to: recordURL, options: .atomic)
    }

    /// Removes the record only (the partial file became the download).
    func removeRecord() {
        try? FileManager.default.removeItem(at: recordURL)
    }

    /// Removes the partial file and its record.
    func remove() {
        try? FileManager.default.removeItem(at: url)
        removeRecord()
    }
}

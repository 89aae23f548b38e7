import CourierHTTP
import CourierREST
import Foundation

/// Step: a file uploaded from disk and downloaded back to disk, each with its progress.
@MainActor
enum TransferStep {
    /// The answer to `PUT /rest/files/{name}`.
    struct Stored: Decodable, Sendable {
        let name: String
        let size: Int
    }

    /// The size of the file the step sends and fetches back: large enough for several progress
    /// updates on a slow machine, small enough for the embedded server to keep in memory.
    static let fileSize = 3 << 20

    static let step = TourStep("A file upload and download, with progress") { context, log in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("courier-demo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("tour.bin")
        try Data((0..<fileSize).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 12) }).write(to: source)
        let api = APIClient(baseURL: context.backend.restBaseURL, transport: URLSessionTransport()) {
            $0.middlewares = [context.recorder.middleware]
        }

        let uploadProgress = TransferProgressReporter(minimumInterval: 0.01)
        let uploadSteps = Task.detached { await collect(uploadProgress) }
        let stored = try await api.send(
            Endpoint<Stored>(
                "files/tour.bin", method: .put, body: .file(source, contentType: "application/octet-stream")
            )
            .reportingUploadProgress(to: uploadProgress))
        let uploaded = await uploadSteps.value
        log.say("PUT \(context.backend.restBaseURL.path)/files/tour.bin from a file → stored \(stored.size) bytes")
        log.say("upload progress: \(describe(uploaded))")
        log.check(stored.size == fileSize, "the server received the whole file (\(fileSize) bytes), read from disk")
        log.check(reachesTotal(uploaded, fileSize), "upload progress only grew, and ended at the file's size")

        let downloadProgress = TransferProgressReporter(minimumInterval: 0.01)
        let downloadSteps = Task.detached { await collect(downloadProgress) }
        let destination = folder.appendingPathComponent("tour-copy.bin")
        let download = try await api.download(
            Endpoint<Data>("files/tour.bin"), to: destination, progress: downloadProgress)
        let downloaded = await downloadSteps.value
        log.say("GET \(context.backend.restBaseURL.path)/files/tour.bin to a file → HTTP \(download.statusCode)")
        log.say("download progress: \(describe(downloaded))")
        log.check(
            try Data(contentsOf: destination) == Data(contentsOf: source),
            "the downloaded file is byte for byte the uploaded one")
        log.check(reachesTotal(downloaded, fileSize), "download progress only grew, and ended at the file's size")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        log.check(leftovers == ["tour-copy.bin", "tour.bin"], "no partial file was left beside the download")
    }

    /// Every update `reporter` delivers, until its transfer ends.
    nonisolated static func collect(_ reporter: TransferProgressReporter) async -> [TransferProgress] {
        var steps: [TransferProgress] = []
        for await step in reporter.updates { steps.append(step) }
        return steps
    }

    /// `N updates: a → b → … → last`, with at most four values shown.
    static func describe(_ steps: [TransferProgress]) -> String {
        let shown = steps.count <= 4 ? steps : Array(steps.prefix(2)) + Array(steps.suffix(2))
        let values = shown.map { "\($0.completedBytes)" }
        let path =
            steps.count <= 4
            ? values.joined(separator: " → ")
            : values[0...1].joined(separator: " → ")
                + " → … → " + values[2...3].joined(separator: " → ")
        let total = steps.last?.totalBytes.map { " of \($0) bytes" } ?? " bytes (total unknown)"
        return "\(steps.count) update(s): \(path)\(total)"
    }

    /// Whether `steps` never went backwards and the last one is `size` of `size`.
    static func reachesTotal(_ steps: [TransferProgress], _ size: Int) -> Bool {
        guard let last = steps.last else { return false }
        let ordered = zip(steps, steps.dropFirst()).allSatisfy { $0.completedBytes <= $1.completedBytes }
        return ordered && last.completedBytes == Int64(size) && last.totalBytes == Int64(size)
    }
}

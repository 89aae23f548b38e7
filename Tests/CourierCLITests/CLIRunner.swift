import Foundation
import Testing

/// Runs the built `courier` binary as a subprocess, in a fresh temporary directory of input files.
struct CLIRunner {
    /// What one run produced.
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The temporary directory the files are written to and the command runs in.
    let directory: URL

    /// Creates a runner with `files` (name → contents) written to a new temporary directory.
    init(files: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        }
    }

    /// Runs `courier arguments…` in the temporary directory.
    func run(_ arguments: String...) throws -> Outcome {
        try run(arguments: arguments)
    }

    /// Runs `courier` with an argument list in the temporary directory.
    func run(arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so that a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Removes the temporary directory.
    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The `courier` binary in the build products directory: next to the test bundle.
    static func executable() throws -> URL {
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appendingPathComponent("courier")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CLITestError.binaryNotFound(candidates.map(\.path))
    }
}

/// Why a CLI test could not run.
enum CLITestError: Error {
    case binaryNotFound([String])
}

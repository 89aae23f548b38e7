import Foundation

/// Runs a Python baseline script in a subprocess and returns what it printed, or `nil` when Python
/// or a module it needs is missing. Prefers the integration server's virtual environment
/// (`.build/integration-venv`, graphql-core 3.3 as Strawberry pulls it in) over `python3`.
enum PythonBaseline {
    static let venvPython = ".build/integration-venv/bin/python"

    /// The standard output of `python -c script arguments…`, trimmed; `nil` on failure.
    static func run(_ script: String, arguments: [String]) -> String? {
        let process = Process()
        if FileManager.default.isExecutableFile(atPath: venvPython) {
            process.executableURL = URL(fileURLWithPath: venvPython)
            process.arguments = ["-c", script] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script] + arguments
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A baseline script's `SECONDS VERSION` line, parsed; `nil` on failure.
    static func secondsAndVersion(_ script: String, arguments: [String]) -> (seconds: Double, version: String)? {
        guard let line = run(script, arguments: arguments) else { return nil }
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let seconds = Double(fields[0]) else { return nil }
        return (seconds, String(fields[1]))
    }
}

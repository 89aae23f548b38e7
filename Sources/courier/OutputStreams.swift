import Foundation

/// Where the commands write: results to standard output, diagnostics to standard error.
protocol OutputStreams {
    /// Writes a line to standard output.
    func standard(_ text: String)
    /// Writes a line to standard error.
    func error(_ text: String)
}

/// The process's real standard output and error.
struct StandardStreams: OutputStreams {
    func standard(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

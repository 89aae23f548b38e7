#if canImport(Testing)
import Testing
#endif

/// Where a mock was created, so that its failures point at the test that set it up.
public struct MockSourceLocation: Sendable, Hashable {
    /// `Module/File.swift`.
    public var fileID: String
    /// The full path of the file.
    public var filePath: String
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Creates a location.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records `message` as a Swift Testing issue at `location` (where Swift Testing is
    /// available; otherwise prints it).
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - location: Where the mock was created.
    public static func recordIssue(_ message: String, _ location: MockSourceLocation) {
        #if canImport(Testing)
        let sourceLocation = SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        #else
        print("\(location.fileID):\(location.line): \(message)")
        #endif
    }
}

import GraphQLLanguage

/// The operation files joined into one source, so that fragments defined in one file can be used
/// in another, with the way back from a line of the joined text to its file and line.
struct SourceMap {
    /// The joined text: each file followed by a newline.
    let combined: Source
    /// The files, in order.
    private let sources: [Source]
    /// The names of the files, in order.
    private let names: [String]
    /// The first line of each file in the joined text (1-based), in order.
    private let firstLines: [Int]

    /// Joins `sources` in order.
    init(_ sources: [Source]) {
        var text = ""
        var names: [String] = []
        var firstLines: [Int] = []
        var line = 1
        for source in sources {
            names.append(source.name)
            firstLines.append(line)
            text += source.body
            text += "\n"
            line += Self.lineBreaks(in: source.body) + 1
        }
        combined = Source(text, name: "operations")
        self.sources = sources
        self.names = names
        self.firstLines = firstLines
    }

    /// The file position of a location in the joined text.
    func location(_ location: SourceLocation) -> Diagnostic.Location {
        var index = firstLines.count - 1
        while index > 0 && firstLines[index] > location.line { index -= 1 }
        guard index >= 0 else { return Diagnostic.Location(file: combined.name, line: location.line, column: location.column) }
        return Diagnostic.Location(file: names[index], line: location.line - firstLines[index] + 1, column: location.column)
    }

    /// A diagnostic at a location of the joined text, with the excerpt of its file.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) -> Diagnostic {
        let fileLocation = self.location(location)
        let source = sources.first { $0.name == fileLocation.file }
        let excerpt = source?.excerpt(at: SourceLocation(line: fileLocation.line, column: fileLocation.column, offset: 0))
        return Diagnostic(severity, message, at: fileLocation, excerpt: excerpt?.isEmpty == false ? excerpt : nil)
    }

    /// The name of the file holding a location of the joined text.
    func file(of location: SourceLocation) -> String {
        self.location(location).file
    }

    /// Counts line terminators as GraphQL does: `\r\n`, `\n` or `\r`.
    static func lineBreaks(in text: String) -> Int {
        var count = 0
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0A {
                if !previousWasCR { count += 1 }
                previousWasCR = false
            } else if byte == 0x0D {
                count += 1
                previousWasCR = true
            } else {
                previousWasCR = false
            }
        }
        return count
    }
}

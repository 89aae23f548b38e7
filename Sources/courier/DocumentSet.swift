import GraphQLLanguage

/// Several document files validated as one document: their texts joined into one source, with
/// a map from the joined source's lines back to each file, so every diagnostic names its own file.
struct DocumentSet {
    /// One file's span of lines in the joined source.
    private struct Part {
        var path: String
        var firstLine: Int
        var lineCount: Int
    }

    /// The joined source.
    let source: Source
    private let parts: [Part]

    /// Joins `files` (path and text), each followed by a line feed.
    init(files: [(path: String, text: String)]) {
        var body = ""
        var parts: [Part] = []
        var nextLine = 1
        for file in files {
            let text = file.text + "\n"
            let lines = Self.lineCount(text)
            parts.append(Part(path: file.path, firstLine: nextLine, lineCount: lines))
            nextLine += lines
            body += text
        }
        self.parts = parts
        source = Source(body, name: "<documents>")
    }

    /// The file a location of the joined source falls in, and the location within that file
    /// (its offset is left relative to the joined source).
    func place(of location: SourceLocation) -> Diagnostic.Place {
        let part = parts.last { $0.firstLine <= location.line } ?? parts.first
        guard let part else { return Diagnostic.Place(path: source.name, location: location) }
        var local = location
        local.line = location.line - part.firstLine + 1
        return Diagnostic.Place(path: part.path, location: local)
    }

    /// Places a validation error of the joined document in its files.
    func diagnostic(for error: GraphQLValidationError) -> Diagnostic {
        Diagnostic(message: error.message, places: error.locations.map(place(of:)), fallbackPath: parts.first?.path)
    }

    /// Line terminators as GraphQL counts them: `\n`, `\r\n` or a lone `\r`.
    private static func lineCount(_ text: String) -> Int {
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

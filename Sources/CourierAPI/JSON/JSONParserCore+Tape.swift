/// What ``JSONParserCore/parseTape(into:)`` produces: the parts of a ``JSONTape``, and the
/// containers still open when the parse pauses to give the entries more room.
struct JSONTapeBuilder {
    var entries: [JSONTape.Entry] = []
    var strings: [String] = []
    /// The containers around the innermost open one (outermost first).
    var frames: [JSONTapeFrame] = []
    /// The innermost open container, or ``JSONTapeFrame/topLevel``.
    var current = JSONTapeFrame.topLevel
    /// The entry capacity of the first buffer.
    let initialCapacity: Int

    init(expectedBytes: Int) {
        // Short tokens average well over 8 bytes in GraphQL responses; a guess that is too small
        // only costs a few reallocations.
        initialCapacity = expectedBytes / 8 + 16
    }
}

/// An open container on the tape: its entry and how many values it holds so far, and for an
/// object what its keys so far tell about repeats (see ``JSONParserCore/noteKey(_:at:of:in:base:)``).
struct JSONTapeFrame {
    var entry: Int
    var count: UInt32
    var isObject: Bool
    /// One bit per key so far, from its length and end bytes: equal keys set the same bit.
    var keyBits: UInt64 = 0
    /// Whether two keys so far may be equal (or one has escapes, or there are many).
    var mayRepeatKeys = false

    /// Outside every container.
    static let topLevel = JSONTapeFrame(entry: -1, count: 0, isObject: false)
}

extension JSONParserCore {
    /// Parses the whole document onto a tape, with the same checks and errors as
    /// ``parseDocument()``.
    ///
    /// The entries are written straight into the array's storage. When they outgrow it, the
    /// parse pauses at the start of a value, the entries move to an array twice as large, and
    /// the parse resumes there.
    mutating func parseTape(into tape: inout JSONTapeBuilder) throws(JSONParseError) {
        if let limit = options.maximumInputSize, end > limit {
            throw error(.inputTooLarge(limit: limit), at: limit)
        }
        let tapeLimit = Int(UInt32.max) - 1
        if end > tapeLimit { throw error(.inputTooLarge(limit: tapeLimit), at: tapeLimit) }
        if options.skipsByteOrderMark, end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            position = 3
        }
        var capacity = max(tape.initialCapacity, Self.entriesPerStep)
        while true {
            let filled = tape.entries
            tape.entries = []
            var outcome: Result<Bool, JSONParseError> = .success(false)
            let entries = [JSONTape.Entry](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let start = buffer.baseAddress else { return }
                filled.withUnsafeBufferPointer { old in
                    if let oldStart = old.baseAddress { start.initialize(from: oldStart, count: old.count) }
                }
                count = filled.count
                outcome = Result { () throws(JSONParseError) in
                    try fillTape(start, count: &count, capacity: buffer.count, tape: &tape)
                }
            }
            tape.entries = entries
            if try outcome.get() { break }
            capacity *= 2
        }
        skipWhitespace()
        if position < end { throw error(.trailingCharacters, at: position) }
    }
}

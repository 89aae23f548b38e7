import Foundation

/// Parsing of the `Retry-After` response header (RFC 9110 §10.2.3).
enum RetryAfter {
    /// The delay a `Retry-After` value asks for, in seconds from `now`.
    /// - Parameters:
    ///   - value: The header value: delta-seconds (`120`) or an HTTP-date
    ///     (`Sun, 06 Nov 1994 08:49:37 GMT`; the obsolete RFC 850 and asctime forms too).
    ///   - now: The current time, for dates.
    /// - Returns: The delay, never negative, or `nil` when the value is not valid.
    static func delay(from value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            // Absurdly long digit strings overflow Int; they mean "a very long time".
            return TimeInterval(trimmed) ?? .greatestFiniteMagnitude
        }
        guard let date = httpDate(trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// The formats of an HTTP-date, preferred one first.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'",  // IMF-fixdate
        "EEEE, dd-MMM-yy HH:mm:ss 'GMT'",  // RFC 850
        "EEE MMM d HH:mm:ss yyyy",  // asctime
    ]

    private static func httpDate(_ text: String) -> Date? {
        // A formatter per call: this runs once per retried response, and DateFormatter is not
        // Sendable, so it must not be shared between tasks.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.calendar = Calendar(identifier: .gregorian)
        // asctime pads single-digit days with a space: "Nov  6".
        let collapsed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: collapsed) { return date }
        }
        return nil
    }
}

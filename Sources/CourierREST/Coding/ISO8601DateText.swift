import Foundation

/// The one ISO 8601 shape REST APIs send and `JSONEncoder` writes — `2023-11-14T22:13:20Z`, UTC,
/// whole seconds — read and written without Foundation's formatter, which costs more than
/// decoding the rest of a typical object.
///
/// Only the Gregorian years 1601–9999 are handled here (Foundation's calendar switches to the
/// Julian one before 1582); anything else — other years, offsets, fractions, other
/// separators — returns `nil` so that the caller uses Foundation's formatter, which stays the
/// authority for what is accepted.
enum ISO8601DateText {
    private static let secondsFrom1970To2001: Int64 = 978_307_200
    private static let yearRange = 1601...9999

    /// The date `utf8` spells in the canonical form, or `nil` when it is not in that form.
    static func date(utf8 text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
            text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
            text[19] == UInt8(ascii: "Z"),
            let year = number(text, 0, 4), let month = number(text, 5, 2), let day = number(text, 8, 2),
            let hour = number(text, 11, 2), let minute = number(text, 14, 2), let second = number(text, 17, 2),
            yearRange.contains(year), (1...12).contains(month), day >= 1,
            day <= daysInMonth(month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Int64(daysFrom1970(year: year, month: month, day: day))
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
        return Date(timeIntervalSinceReferenceDate: Double(seconds - secondsFrom1970To2001))
    }

    /// Appends `date` in the canonical form and in quotes, or returns `false` (appending
    /// nothing) when it is outside the years handled here.
    static func appendQuoted(_ date: Date, to output: inout JSONOutputBuffer) -> Bool {
        guard let (year, month, day, secondOfDay) = fields(of: date) else { return false }
        // Written in place into one reserved run of 22 bytes, not as 22 appends that each check
        // for room.
        output.append(byteCount: 22) { text in
            text[0] = UInt8(ascii: "\"")
            putTwoDigits(year / 100, at: text + 1)
            putTwoDigits(year % 100, at: text + 3)
            text[5] = UInt8(ascii: "-")
            putTwoDigits(month, at: text + 6)
            text[8] = UInt8(ascii: "-")
            putTwoDigits(day, at: text + 9)
            text[11] = UInt8(ascii: "T")
            putTwoDigits(secondOfDay / 3_600, at: text + 12)
            text[14] = UInt8(ascii: ":")
            putTwoDigits(secondOfDay / 60 % 60, at: text + 15)
            text[17] = UInt8(ascii: ":")
            putTwoDigits(secondOfDay % 60, at: text + 18)
            text[20] = UInt8(ascii: "Z")
            text[21] = UInt8(ascii: "\"")
        }
        return true
    }

    @inline(__always)
    private static func putTwoDigits(_ value: Int, at text: UnsafeMutablePointer<UInt8>) {
        text[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10 % 10)
        text[1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
    }

    /// The UTC calendar fields of `date` (seconds rounded down), or `nil` outside the years
    /// handled here.
    private static func fields(of date: Date) -> (year: Int, month: Int, day: Int, secondOfDay: Int)? {
        let sinceReference = date.timeIntervalSinceReferenceDate.rounded(.down)
        // Bounds well inside the supported years, so the conversion below cannot trap.
        guard sinceReference > -13_000_000_000, sinceReference < 253_000_000_000 else { return nil }
        let seconds = Int64(sinceReference) + secondsFrom1970To2001
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civilDate(daysFrom1970: Int(days))
        guard yearRange.contains(year) else { return nil }
        return (year, month, day, secondOfDay)
    }

    @inline(__always)
    private static func number(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (years counted from March, so the
    /// leap day falls at the end of the counted year).
    private static func daysFrom1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (the inverse of `daysFrom1970`).
    private static func civilDate(daysFrom1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

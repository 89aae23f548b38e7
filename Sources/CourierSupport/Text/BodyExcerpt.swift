package import Foundation

/// A bounded, printable excerpt of a response body, for error messages.
package enum BodyExcerpt {
    /// The most bytes an excerpt shows unless the caller says otherwise.
    package static let defaultLimit = 512

    /// How an excerpt that was cut says so.
    package enum CutMark: Sendable {
        /// `…` after the text.
        case ellipsis
        /// `… (N bytes in all)` after the text.
        case ellipsisAndTotal
    }

    /// The first `limit` bytes of `body` decoded as UTF-8, marked when cut.
    ///
    /// Decoding may split a multi-byte character at the cut; the replacement character shows it.
    ///
    /// - Parameters:
    ///   - body: The body.
    ///   - limit: The most bytes shown.
    ///   - cutMark: What follows the text when `body` is longer than `limit`.
    /// - Returns: The excerpt.
    package static func text(of body: Data, limit: Int = defaultLimit, cutMark: CutMark = .ellipsis) -> String {
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        guard body.count > limit else { return text }
        switch cutMark {
        case .ellipsis: return text + "…"
        case .ellipsisAndTotal: return text + "… (\(body.count) bytes in all)"
        }
    }
}

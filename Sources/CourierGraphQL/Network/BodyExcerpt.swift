import Foundation

/// A bounded, printable excerpt of a response body for error messages.
enum BodyExcerpt {
    /// The most bytes an excerpt shows.
    static let limit = 512

    /// The first ``limit`` bytes decoded as UTF-8 (invalid sequences repaired), with `…` when cut.
    static func text(of body: Data) -> String {
        let head = body.prefix(limit)
        let text = String(decoding: head, as: UTF8.self)
        return body.count > limit ? text + "…" : text
    }
}

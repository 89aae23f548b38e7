#if canImport(FoundationNetworking)
import CourierSupport
import Foundation
import FoundationNetworking

/// The header dictionary FoundationNetworking's `URLRequest.addValue(_:forHTTPHeaderField:)` builds
/// from a request's fields, built in one pass and set with one assignment.
///
/// Field by field, `addValue` capitalizes the name (`String.capitalized`, locale-aware), looks for
/// an existing name equal to it when both are lower-cased, appends `,value` to that one or adds
/// the capitalized name, and copies the whole dictionary out of the request and back each time:
/// about 1 µs per field. Here each name's capitalized form is remembered (a program sends few
/// distinct names) and the dictionary is built once, with the same rule; the result is the
/// dictionary `addValue` leaves (`URLSessionRequestsTests` compares the two).
enum URLSessionHeaderDictionary {
    /// Names the cache keeps at most; beyond that, names are capitalized every time.
    private static let cacheLimit = 256

    /// Name → `name.capitalized`.
    private static let capitalizedNames = Locked<[String: String]>([:])

    /// The dictionary for `fields`, or `nil` when there are none (a new `URLRequest` has none).
    static func fields(_ fields: HTTPFields) -> [String: String]? {
        guard !fields.isEmpty else { return nil }
        var dictionary: [String: String] = [:]
        // Lower-cased key → the key as stored, for the case-insensitive match `addValue` makes.
        var keys: [String: String] = [:]
        for field in fields {
            let name = capitalized(field.name)
            let folded = name.lowercased()
            if let existing = keys[folded], let value = dictionary[existing] {
                dictionary[existing] = value + "," + field.value
            } else {
                keys[folded] = name
                dictionary[name] = field.value
            }
        }
        return dictionary
    }

    /// `name.capitalized`, remembered.
    private static func capitalized(_ name: String) -> String {
        if let known = capitalizedNames.withLock({ $0[name] }) { return known }
        let made = name.capitalized
        capitalizedNames.withLock { names in
            if names.count < cacheLimit { names[name] = made }
        }
        return made
    }
}
#endif

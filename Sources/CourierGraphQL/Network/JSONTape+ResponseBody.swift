import CourierAPI
import CourierHTTP
import Foundation

extension JSONTape {
    /// Parses a response body: in place when the transport received it into memory of its own
    /// and it still is that body (``HTTPResponse``'s resident bytes), from a copy otherwise.
    ///
    /// - Throws: ``JSONParseError``, the same either way.
    convenience init(body: Data, resident: ResidentBodyBytes) throws(JSONParseError) {
        if let address = resident.address(of: body) {
            try self.init(residentBytesOf: body, at: address, options: .default)
        } else {
            try self.init(parsing: body)
        }
    }
}

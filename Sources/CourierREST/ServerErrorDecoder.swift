import Foundation

/// Decodes the body of a rejected response into the server-error type an endpoint declared.
struct ServerErrorDecoder: Sendable {
    private let decodeBody: @Sendable (Data, any JSONBodyDecoder) -> (any Error)?

    /// Creates a decoder for `errorType`.
    init<ServerError: Error & Decodable>(_ errorType: ServerError.Type) {
        decodeBody = { body, decoder in
            // A body that does not match the declared shape is not an error of its own: the
            // status error still stands, without a typed payload.
            try? decoder.decode(ServerError.self, from: body)
        }
    }

    /// The decoded server error, or `nil` when the body does not decode.
    func decode(_ body: Data, decoder: any JSONBodyDecoder) -> (any Error)? {
        decodeBody(body, decoder)
    }
}

public import Foundation

extension HTTPRequestParser {
    /// A piece of a streamed request body (``nextBodyPiece()``).
    public enum BodyPiece: Sendable, Hashable {
        /// Body bytes, in order.
        case bytes(Data)
        /// No body bytes are buffered; append more.
        case needsMoreBytes
        /// The body is complete; the next call to ``nextHead()`` reads the next request.
        case end
    }
}

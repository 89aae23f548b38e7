import CourierAPI
import Testing

/// The error decoding `json` into `T` throws from a tree and from a tape, after checking that
/// both fail with the same error and message; `nil` (and a recorded issue) when either succeeds.
func sameDecodingErrorFromTreeAndTape<T: JSONObjectDecodable>(_ json: String, as type: T.Type) throws
    -> GraphQLDecodingError?
{
    let (value, root) = (try JSONParser.parse(json), try JSONTape(parsing: json).root)
    let tree = Result { () throws(GraphQLDecodingError) in try T(jsonValue: value) }
    let tape = Result { () throws(GraphQLDecodingError) in try T(tapeValue: root) }
    guard case .failure(let treeError) = tree, case .failure(let tapeError) = tape else {
        Issue.record("tree \(tree), tape \(tape)")
        return nil
    }
    #expect(tapeError == treeError && tapeError.description == treeError.description)
    return tapeError
}

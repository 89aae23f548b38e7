import CourierAPI

/// Finds the ``GraphQLFile`` markers in variables: the variables with each replaced by `null`,
/// and the files with their `variables.…` paths, in document order.
enum UploadExtractor {
    struct Extraction {
        var variables: JSONObject
        var files: [(path: String, file: GraphQLFile)]
    }

    /// Replaces every marker in `variables` by `null`, resolving its id against `uploads`.
    /// - Throws: ``GraphQLRequestBuildError/uploadNotFound(path:)`` for a marker whose file is not
    ///   among `uploads`.
    static func extract(from variables: JSONObject, uploads: [GraphQLFile]) throws(GraphQLRequestBuildError)
        -> Extraction
    {
        guard containsMarker(.object(variables)) else { return Extraction(variables: variables, files: []) }
        var files: [(path: String, file: GraphQLFile)] = []
        let byID = Dictionary(uploads.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stripped = try strip(.object(variables), path: "variables", uploads: byID, files: &files)
        return Extraction(variables: stripped.objectValue ?? variables, files: files)
    }

    /// Whether `variables` hold any file (uploads are never batched, de-duplicated or hashed).
    static func hasFiles(_ variables: JSONObject) -> Bool {
        containsMarker(.object(variables))
    }

    /// A cheap pre-check so requests without files pay no rebuild.
    private static func containsMarker(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            if object.count == 1, object[GraphQLFile.markerKey] != nil { return true }
            return object.values.contains(where: containsMarker)
        case .array(let items): return items.contains(where: containsMarker)
        default: return false
        }
    }

    private static func strip(
        _ value: JSONValue, path: String, uploads: [String: GraphQLFile],
        files: inout [(path: String, file: GraphQLFile)]
    ) throws(GraphQLRequestBuildError) -> JSONValue {
        if case .object(let object) = value, object.count == 1, object[GraphQLFile.markerKey] != nil {
            guard let id = GraphQLFile.markerID(in: value), let file = uploads[id] else {
                throw .uploadNotFound(path: path)
            }
            files.append((path, file))
            return .null
        }
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (key, member) in object {
                result[key] = try strip(member, path: path + "." + key, uploads: uploads, files: &files)
            }
            return .object(result)
        case .array(let items):
            var result: [JSONValue] = []
            for (index, item) in items.enumerated() {
                result.append(try strip(item, path: path + "." + String(index), uploads: uploads, files: &files))
            }
            return .array(result)
        default:
            return value
        }
    }
}

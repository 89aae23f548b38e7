import CourierAPI

/// Finds the ``GraphQLFile`` markers in variables: the variables with each replaced by `null`,
/// and the files with their `variables.…` paths, in document order.
enum UploadExtractor {
    struct Extraction {
        var variables: JSONObject
        var files: [(path: String, file: GraphQLFile)]
    }

    static func extract(from variables: JSONObject) -> Extraction {
        var files: [(path: String, file: GraphQLFile)] = []
        guard containsMarker(.object(variables)) else { return Extraction(variables: variables, files: []) }
        let stripped = strip(.object(variables), path: "variables", files: &files)
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

    private static func strip(_ value: JSONValue, path: String, files: inout [(path: String, file: GraphQLFile)])
        -> JSONValue
    {
        if let file = GraphQLFile(marker: value) {
            files.append((path, file))
            return .null
        }
        switch value {
        case .object(let object):
            return .object(
                JSONObject(object.map { ($0.key, strip($0.value, path: path + "." + $0.key, files: &files)) }))
        case .array(let items):
            return .array(
                items.enumerated().map { strip($0.element, path: path + "." + String($0.offset), files: &files) })
        default:
            return value
        }
    }
}

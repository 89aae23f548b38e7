import Foundation
import GraphQLLanguage

/// Reading the files a command names, and building schemas from them.
enum InputFiles {
    /// The UTF-8 text of `path`.
    /// - Throws: ``UsageError`` when the file is missing or unreadable.
    static func text(_ path: String, command: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UsageError("no such file: \(path)", help: "courier \(command) --help")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw UsageError("cannot read \(path) as UTF-8 text", help: "courier \(command) --help")
        }
        return text
    }

    /// Whether `path` names an introspection result rather than SDL.
    static func isIntrospectionJSON(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".json")
    }

    /// Builds the schema in `path`: an introspection result (`.json`) or SDL (anything else).
    /// - Returns: The schema, or the problems that prevent building it.
    static func schema(at path: String, text: String) -> SchemaLoad {
        if isIntrospectionJSON(path) {
            do throws(IntrospectionSchemaError) {
                return .built(try GraphQLSchema(introspectionJSON: text))
            } catch {
                if case .invalidSchema(let errors) = error {
                    return .failed(errors.map { Diagnostic($0, path: path) })
                }
                return .failed([Diagnostic(message: error.description, path: path)])
            }
        }
        do {
            return .built(try GraphQLSchema(sdl: text, sourceName: path))
        } catch let error as GraphQLSyntaxError {
            return .failed([Diagnostic(error)])
        } catch let error as SchemaBuildError {
            return .failed(error.errors.map { Diagnostic($0, path: path) })
        } catch {
            return .failed([Diagnostic(message: "\(error)", path: path)])
        }
    }
}

/// A schema file, built or not.
enum SchemaLoad {
    /// The schema.
    case built(GraphQLSchema)
    /// The problems that prevented building it.
    case failed([Diagnostic])
}

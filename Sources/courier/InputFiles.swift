import Foundation
import GraphQLCodegen
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
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw UsageError("cannot read \(path) as UTF-8 text", help: "courier \(command) --help")
        }
        return text
    }

    /// Whether `path` names an introspection result rather than SDL.
    static func isIntrospectionJSON(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".json")
    }

    /// Builds the schema in `path`: an introspection result (`.json`) or SDL (anything else),
    /// printing its problems (see ``SchemaProblemPolicy``) to standard error.
    /// - Returns: The schema, or `nil` when it has errors.
    static func schema(at path: String, text: String, policy: SchemaProblemPolicy, output: some OutputStreams)
        -> GraphQLSchema?
    {
        guard isIntrospectionJSON(path) else {
            return schema(sdl: [Source(text, name: path)], policy: policy, output: output)
        }
        let result: IntrospectionReadResult
        do throws(IntrospectionSchemaError) {
            result = try IntrospectionFile.read(text: text)
        } catch {
            _ = output.report([Diagnostic(.error, error.description, at: .init(file: path))])
            return nil
        }
        var diagnostics = result.warnings.map { Diagnostic(.warning, $0.description, at: .init(file: path)) }
        diagnostics += result.validationErrors.flatMap { $0.diagnostics(severity: policy.severity, file: path) }
        return output.report(diagnostics) == 0 ? result.schema : nil
    }

    /// Builds the schema that SDL `sources` define together, printing its problems.
    /// - Returns: The schema, or `nil` when it has errors.
    static func schema(sdl sources: [Source], policy: SchemaProblemPolicy, output: some OutputStreams) -> GraphQLSchema?
    {
        var documents: [Document] = []
        for source in sources {
            do {
                documents.append(try parse(source))
            } catch {
                _ = output.report([Diagnostic(error)])
                return nil
            }
        }
        let fallbackPath = sources.first?.name ?? "schema"
        do throws(SchemaBuildError) {
            let result = try GraphQLSchema.readSDL(documents)
            let diagnostics = result.validationErrors.flatMap {
                $0.diagnostics(severity: policy.severity, file: fallbackPath)
            }
            return output.report(diagnostics) == 0 ? result.schema : nil
        } catch {
            _ = output.report(error.errors.flatMap { $0.diagnostics(file: fallbackPath) })
            return nil
        }
    }
}

/// How a command treats the type-system problems of a schema that could be built: a rule the
/// schema breaks (an implementation deprecating what its interface does not, a default value that
/// does not coerce, …) as opposed to a schema that cannot be built at all (a syntax error, an
/// unknown or duplicate type, a malformed introspection result), which is always an error.
enum SchemaProblemPolicy {
    /// `courier validate` and `courier print`: the problems are errors, as graphql-core reports them.
    case reject
    /// `courier generate`, `verify`, `build-tool` and `fetch-schema`: the problems are warnings and
    /// the command goes on, since servers serve such schemas and the generated code mirrors the
    /// schema as written.
    case warn

    /// The severity the problems are reported at.
    var severity: Diagnostic.Severity {
        switch self {
        case .reject: .error
        case .warn: .warning
        }
    }
}

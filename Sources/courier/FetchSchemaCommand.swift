import CourierHTTP
import Foundation
import GraphQLCodegen
import GraphQLLanguage

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier fetch-schema --endpoint URL --output FILE [--header 'Name: value']… [--format sdl|json]`.
enum FetchSchemaCommand {
    static let help = """
        usage: courier fetch-schema --endpoint URL --output FILE [--header 'Name: value']…
                                    [--format sdl|json] [--timeout SECONDS]
               courier fetch-schema [--config FILE]

        Asks a GraphQL endpoint (HTTP POST, JSON body) which introspection fields it supports, runs
        the introspection query with those (isOneOf, specifiedByURL, isRepeatable, deprecated
        arguments and input fields), falling back to a conservative query when the server rejects
        it, and writes the schema to FILE. Parts of the result courier does not know (a newer
        directive location, type kind or field) are skipped with a warning naming their JSON path;
        type-system rules the schema breaks are warnings too ('courier validate' reports them as
        errors).

        Without --endpoint and --output, the download is described by the configuration file (FILE,
        or courier.json, or apollo-codegen-config.json in the current directory): Apollo's
        'schemaDownload' (endpoint, headers, timeout, output path relative to the file).

        Options:
          --endpoint URL       The GraphQL endpoint (http or https).
          --output FILE        Where to write the schema.
          --header 'N: V'      An extra request header, e.g. 'Authorization: Bearer …'; repeatable.
          --format sdl|json    SDL (the default; the schema as printed by courier) or the raw
                               introspection JSON as the server sent it. Default: json when FILE
                               ends in .json, else sdl.
          --timeout SECONDS    How long the request may take (default 30).
          --config FILE        The configuration whose schemaDownload to run (without --endpoint).
          -h, --help           Show this help.

        Exit status: 0 on success, 1 when the request fails or the result does not describe a
        schema, 2 on usage errors.
        """

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let usage = "courier fetch-schema --help"
        var headers: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--header" {
                guard index < arguments.count else { throw UsageError("option '--header' needs a value", help: usage) }
                headers.append(arguments[index])
                index += 1
            } else if argument.hasPrefix("--header=") {
                headers.append(String(argument.dropFirst("--header=".count)))
            } else {
                rest.append(argument)
            }
        }
        let parsed = try ParsedArguments(
            rest, command: "fetch-schema", valueOptions: ["endpoint", "output", "format", "timeout", "config"],
            flagOptions: [])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'", help: usage)
        }
        if parsed.options["endpoint"] == nil, parsed.options["output"] == nil, headers.isEmpty {
            guard let configured = try configuredArguments(configPath: parsed.options["config"], output: output) else {
                return 1
            }
            return try run(configured, output: output)
        }
        guard let endpoint = parsed.options["endpoint"] else {
            throw UsageError("missing required option '--endpoint URL'", help: usage)
        }
        guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else {
            throw UsageError("'\(endpoint)' is not an http(s) URL", help: usage)
        }
        guard let outputPath = parsed.options["output"] else {
            throw UsageError("missing required option '--output FILE'", help: usage)
        }
        let format = parsed.options["format"] ?? (outputPath.lowercased().hasSuffix(".json") ? "json" : "sdl")
        guard format == "sdl" || format == "json" else {
            throw UsageError("'--format' must be 'sdl' or 'json', not '\(format)'", help: usage)
        }
        let timeout =
            try parsed.options["timeout"].map { value in
                guard let seconds = TimeInterval(value), seconds > 0 else {
                    throw UsageError("'--timeout' must be a positive number of seconds", help: usage)
                }
                return seconds
            } ?? 30

        var fields: HTTPFields = [
            "Content-Type": "application/json", "Accept": "application/graphql-response+json, application/json",
        ]
        for header in headers {
            guard let colon = header.firstIndex(of: ":"), !header[..<colon].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw UsageError("header '\(header)' is not of the form 'Name: value'", help: usage)
            }
            fields.append(
                name: header[..<colon].trimmingCharacters(in: .whitespaces),
                value: header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let client = IntrospectionClient(url: url, headerFields: fields, timeout: timeout)

        let response: HTTPResponse
        switch client.fetchSchema(output: output) {
        case .success(let value): response = value
        case .failure(let failure):
            output.error("courier: \(failure.description(endpoint: endpoint))")
            return 1
        }
        let result: IntrospectionReadResult
        do throws(IntrospectionSchemaError) {
            result = try IntrospectionFile.read(response.body)
        } catch {
            output.error("courier: the introspection result from \(endpoint) is not a valid schema: \(error)")
            if let errors = GraphQLErrorsExcerpt.messages(in: response.body) {
                output.error("courier: the server reported: \(errors)")
            }
            return 1
        }
        // What the reader skipped, and the rules the schema breaks, do not stop the fetch: the
        // server serves this schema, and `courier validate` reports them as errors on request.
        for warning in result.warnings { output.error("courier: warning: \(endpoint): \(warning)") }
        for problem in result.validationErrors { output.error("courier: warning: \(endpoint): \(problem.message)") }
        let data = format == "json" ? response.body : Data((result.schema.printSDL() + "\n").utf8)
        do {
            try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            output.error("courier: cannot write \(outputPath): \(error.localizedDescription)")
            return 1
        }
        output.standard("Wrote \(outputPath) (\(format), \(data.count) bytes, \(result.schema.types.count) types).")
        return 0
    }
}

extension FetchSchemaCommand {
    /// The arguments a configuration's `schemaDownload` stands for, or `nil` when the
    /// configuration is invalid or describes no download (the problem is printed).
    static func configuredArguments(configPath: String?, output: some OutputStreams) throws -> [String]? {
        guard let workspace = try CodegenWorkspace.load(configPath: configPath, command: "fetch-schema", output: output)
        else { return nil }
        guard let download = workspace.configuration.schemaDownload else {
            output.error(
                "\(workspace.configPath): error: no schema download configured "
                    + "(Apollo's 'schemaDownload' with an introspection endpoint); pass --endpoint and --output instead"
            )
            return nil
        }
        let outputURL = workspace.root.appendingPathComponent(download.outputPath)
        // Apollo creates the output path's folders; so does the configured download.
        try FileManager.default.createDirectory(
            at: outputURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        var arguments = [
            "--endpoint", download.endpoint, "--output", outputURL.path, "--timeout", String(download.timeout),
        ]
        if let format = download.format { arguments += ["--format", format.rawValue] }
        for header in download.headers { arguments += ["--header", header] }
        return arguments
    }
}

/// The `errors[].message` values of a GraphQL response, joined, if it has any.
enum GraphQLErrorsExcerpt {
    static func messages(in body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let errors = object["errors"] as? [[String: Any]]
        else { return nil }
        let messages = errors.compactMap { $0["message"] as? String }
        return messages.isEmpty ? nil : messages.joined(separator: "; ")
    }
}

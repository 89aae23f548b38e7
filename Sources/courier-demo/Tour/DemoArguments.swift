import Foundation

/// The command line: `courier-demo [--endpoint URL]`.
struct DemoArguments {
    /// A real server's GraphQL endpoint; `nil` runs the tour against the embedded mock server.
    var endpoint: URL?

    static let usage = """
        usage: courier-demo [--endpoint URL]

        Walks through what Courier does against a Star Wars GraphQL server, printing each step and
        whether it behaved as expected; exits 0 only if every step did.

          (no arguments)   start the schema-aware mock server inside this process, on 127.0.0.1
          --endpoint URL   use a running server instead: Courier's integration server
                           (IntegrationServer/, e.g. http://127.0.0.1:PORT/graphql), whose /control
                           endpoint the tour uses to inject faults
        """

    /// Parses `arguments` (without the program name).
    /// - Throws: A message for the user when the arguments are wrong or help was asked for.
    init(_ arguments: [String]) throws(DemoArgumentError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--endpoint":
                guard let value = remaining.popFirst(), let url = URL(string: value),
                    url.scheme == "http" || url.scheme == "https", url.host != nil
                else {
                    throw DemoArgumentError(message: "--endpoint needs an http(s) URL", isHelp: false)
                }
                endpoint = url
            case "-h", "--help":
                throw DemoArgumentError(message: DemoArguments.usage, isHelp: true)
            default:
                throw DemoArgumentError(
                    message: "unknown argument \(argument)\n\n" + DemoArguments.usage, isHelp: false)
            }
        }
    }
}

/// A wrong command line, or a request for help.
struct DemoArgumentError: Error {
    let message: String
    let isHelp: Bool
}

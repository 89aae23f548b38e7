import Foundation
import PackagePlugin

/// `swift package courier …`: runs the package's own `courier` CLI with the arguments that follow,
/// in the root directory of the package the command is invoked on, so that a project can generate,
/// verify and validate without installing the CLI:
///
/// ```sh
/// swift package --allow-writing-to-package-directory courier generate --config courier.json
/// swift package --allow-writing-to-package-directory courier validate --schema schema.graphqls
/// ```
///
/// The plugin declares that it writes into the package (`generate`, `init` and `fetch-schema` do),
/// so SwiftPM asks for that permission on every run: pass `--allow-writing-to-package-directory`
/// when running without a terminal. `fetch-schema` also needs `--allow-network-connections all`.
/// The command fails with the CLI's exit status.
@main
struct CourierCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let courier = try context.tool(named: "courier").url
        let process = Process()
        process.executableURL = courier
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandFailure(arguments: arguments, status: process.terminationStatus)
        }
    }
}

/// The CLI ended with a non-zero status (its own messages are already on standard error).
struct CommandFailure: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32

    var description: String {
        "courier \(arguments.joined(separator: " ")) exited with status \(status)"
    }
}

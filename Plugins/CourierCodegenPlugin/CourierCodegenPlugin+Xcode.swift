#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for a target of an `.xcodeproj`: Xcode hands over the target's input
/// files (its schema, `.graphql` documents and optional `courier.json` must be members of it) and
/// the namespace defaults to `<Target>API`, as for a SwiftPM target.
///
/// Only Xcode provides `XcodeProjectPlugin`; `scripts/typecheck-xcode-plugin` type-checks this file
/// against a stand-in for it (`scripts/stand-ins/XcodeProjectPlugin.swift`).
extension CourierCodegenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            targetName: target.displayName, files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL, courier: context.tool(named: "courier").url
        )
    }
}
#endif

// A signature stand-in for Xcode's XcodeProjectPlugin module (only Xcode ships it), holding just
// what Plugins/CourierCodegenPlugin uses, so scripts/typecheck-xcode-plugin can type-check the Xcode
// conformance on Linux. Written from the documented API; it does not prove the real one matches.
@_exported import PackagePlugin
import Foundation

/// A plugin that creates build commands for a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    /// The commands for `target`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode tells a plugin about the project.
public struct XcodePluginContext {
    /// A directory the plugin may write to.
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    /// A tool the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's name as Xcode shows it.
    public var displayName: String { fatalError("stand-in") }
    /// The files of the target.
    public var inputFiles: FileList { fatalError("stand-in") }
}

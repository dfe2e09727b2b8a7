import Foundation
import PackagePlugin

/// Embeds the prelude's Swift files in the module that ships them, as string literals,
/// so that the coordlab binary keeps working when it is copied alone (a resource bundle
/// would have to travel beside it).
///
/// Every `.swift` file in the target's `Swift`, `UIKit` and `Combine` folders becomes one entry of
/// `UIKitPrelude.embeddedFiles`, folder by folder, in the order of their names.
@main
struct EmbedPrelude: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = try ["Swift", "UIKit", "Combine"].flatMap { name in
            try FileManager.default.contentsOfDirectory(at: target.directoryURL.appending(path: name),
                                                        includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPreludeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) prelude files",
                executable: try context.tool(named: "PreludeEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}

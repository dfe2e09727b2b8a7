import Testing
@testable import CoordLabSyntax

/// A `@main` type's `main()` is called after the declarations; one beside top-level code is
/// refused as swiftc refuses it; one without a `main()` of its own is left alone.
@Suite struct MainEntryTests {
    private func entry(_ text: String) throws -> String {
        let files = try MainEntry.adding(to: [ParsedSource(text: text, fileName: "app.swift")])
        return files[0].text
    }

    @Test func aMainTypesMainIsCalledAfterTheDeclarations() throws {
        let text = "@main\nstruct App {\n    static func main() { print(1) }\n}\n"
        #expect(try entry(text).hasSuffix("\nApp.main()\n"))
    }

    @Test func theCallTakesTheEffectsOfMain() throws {
        #expect(try entry("@main enum Tool { static func main() throws {} }").hasSuffix("\ntry Tool.main()\n"))
        #expect(try entry("@main final class Job { class func main() async {} }").hasSuffix("\nawait Job.main()\n"))
    }

    @Test func aMainDeclaredInAnExtensionCounts() throws {
        #expect(try entry("@main struct App {}\nextension App { static func main() {} }").hasSuffix("\nApp.main()\n"))
    }

    @Test func aMainTypeBesideTopLevelCodeIsRefused() throws {
        let text = "@main\nstruct App {\n    static func main() {}\n}\nprint(2)\n"
        #expect(throws: CompileError.self) { try entry(text) }
        do {
            _ = try entry(text)
        } catch let e as CompileError {
            #expect(e.message == "'main' attribute cannot be used in a module that contains top-level code")
            #expect(e.location.line == 1 && e.location.column == 1)
        }
    }

    @Test func aMainTypeWithoutItsOwnMainIsLeftToTheTopLevelCode() throws {
        let text = "protocol UIApplicationDelegate {}\n@main\nfinal class AppDelegate: UIApplicationDelegate {}\nprint(3)\n"
        #expect(try entry(text) == text)
        let instanceMain = "@main struct App { func main() {} }\n"
        #expect(try entry(instanceMain) == instanceMain)
    }
}

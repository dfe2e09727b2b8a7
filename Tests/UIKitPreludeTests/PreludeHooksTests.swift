@testable import CoordLabLanguage
@testable import CoordLabSession
import Testing
@testable import UIKitPrelude

/// Every hook coordlab calls exists once the whole prelude has loaded, with the type it expects.
@Suite struct PreludeHooksTests {
    /// Each function is a global of the loaded prelude.
    @Test func everyFunctionIsDeclared() throws {
        let workspace = try Workspace(output: { _ in })
        try workspace.loadWholePrelude()
        for name in PreludeHooks.functionNames {
            #expect(workspace.compiler.functions[name] != nil, "the prelude has no function \(name)")
        }
    }

    /// Each expression evaluates on a fresh program (no window yet; each loads the prelude's
    /// files it needs): the gestures answer false, the screen queries nil or empty.
    @Test func everyExpressionEvaluates() throws {
        let workspace = try Workspace(output: { _ in })
        let gestures = [PreludeHooks.back, PreludeHooks.swipeBack(cancel: false), PreludeHooks.swipeBack(cancel: true),
                        PreludeHooks.swipeDown(cancel: false), PreludeHooks.tab(0),
                        PreludeHooks.tapAlertAction("Say \"OK\"")]
        for expression in gestures {
            let answer = try workspace.evaluate(expression) { v -> Bool? in
                if case .bool(let b) = v { return b }
                return nil
            }
            #expect(answer == false, "\(expression) should answer false with nothing on screen")
        }
        let top = try workspace.evaluate(PreludeHooks.topViewController) { $0.instance == nil }
        #expect(top)
        for expression in [PreludeHooks.onScreen, PreludeHooks.navigationStack, PreludeHooks.screenLines] {
            let isArray = try workspace.evaluate(expression) { v -> Bool in
                if case .array = v { return true }
                return false
            }
            #expect(isArray, "\(expression) should give an array")
        }
    }

    /// The screen flag is a stored property of the class named.
    @Test func shownFieldIsStored() throws {
        let workspace = try Workspace(output: { _ in })
        try workspace.loadWholePrelude()
        guard case .classType(let type)? = workspace.interpreter.types[PreludeHooks.shownField.type] else {
            Issue.record("the prelude has no class \(PreludeHooks.shownField.type)")
            return
        }
        type.layOut()
        #expect(type.fieldIndex[PreludeHooks.shownField.field] != nil)
    }

    /// Machinery is told apart by its name.
    @Test func machineryIsNamed() {
        #expect(PreludeHooks.isMachinery("__coordlabBack"))
        #expect(!PreludeHooks.isMachinery("UINavigationController"))
        #expect(PreludeHooks.isMachinery("__shownTop") { _ in false })
        #expect(!PreludeHooks.isMachinery("__parent") { $0 == "parent" }, "the storage of an API property is API")
    }
}

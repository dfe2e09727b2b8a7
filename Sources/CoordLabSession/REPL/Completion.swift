import CoordLabLanguage
import Foundation
import UIKitPrelude

/// What Tab offers: commands and their arguments, names in scope, members after `.`,
/// and the methods `:tap` can call on the view controller on screen.
extension Session {
    /// Completion candidates for `line` up to `cursor` (in Characters): whole words.
    func completions(for line: String, cursor: Int) -> [String] {
        let prefix = String(line.prefix(cursor))
        let word = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }.reversed())
        let before = prefix.dropLast(word.count)
        let trimmed = prefix.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") {
            return commandCompletions(trimmed, word: word)
        }
        if before.hasSuffix(".") {
            let base = String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
            return memberNames(of: base).filter { $0.hasPrefix(word) }.sorted()
        }
        var names = Set(workspace.interpreter.globalNames).union(workspace.compiler.functions.keys)
        names.formUnion(workspace.interpreter.types.keys)
        // The prelude's names, loaded or not: its files load when code first names them.
        if workspace.loadsPrelude { names.formUnion(PreludeIndex.shared.declaredNames) }
        return names.filter { $0.hasPrefix(word) && !PreludeHooks.isMachinery($0) }.sorted()
    }

    /// Commands, then their arguments.
    private func commandCompletions(_ text: String, word: String) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.count <= 1 {
            return commands.commands.map { ":" + $0.name }.filter { $0.hasPrefix(word) }
        }
        let options: [String]
        switch words[0] {
        case ":help": options = commands.commands.map(\.name)
        case ":swipe": options = words.count == 2 ? ["back", "down"] : ["--cancel"]
        case ":tap" where words.count == 2: options = tapTargets()
        default: options = []
        }
        return options.filter { $0.hasPrefix(word) }
    }

    /// Method names of the view controller on screen (for `:tap`).
    private func tapTargets() -> [String] {
        (try? workspace.evaluate(PreludeHooks.topViewController) { v -> [String] in
            guard let o = v.instance else { return [] }
            var names = Set<String>()
            var c: ClassType? = o.type
            while let k = c, k.name != "UIViewController" {
                names.formUnion(k.methods.keys)
                c = k.superclass
            }
            return Array(names)
        })?.sorted() ?? []
    }

    /// Members of the value a dotted name (`a`, `a.b`) refers to, found from its runtime
    /// type; nothing is called but stored-property reads.
    private func memberNames(of path: String) -> [String] {
        let parts = path.split(separator: ".").map(String.init)
        if let first = parts.first, parts.count == 1, workspace.interpreter.types[first] == nil {
            try? workspace.loadPrelude(declaring: [first])
        }
        guard let first = parts.first, let g = workspace.interpreter.globalNames.lastIndex(of: first) else {
            if let first = parts.first, parts.count == 1, let t = workspace.interpreter.types[first]?.nominal {
                return Array(t.statics.keys) + Array(t.staticMethods.keys) + ((t as? EnumType)?.cases.map(\.name) ?? [])
            }
            return []
        }
        var value = workspace.interpreter.globals[g]
        for name in parts.dropFirst() {
            guard let o = value.instance, let f = o.type.fieldIndex[name] else { return [] }
            value = o.fields[f]
        }
        switch value {
        case .object, .weakObject:
            guard let o = value.instance else { return [] }
            var names = Set(o.type.fields.map(\.name))
            var c: ClassType? = o.type
            while let k = c {
                names.formUnion(k.methods.keys)
                names.formUnion(k.computed.keys)
                c = k.superclass
            }
            for p in o.type.allProtocols() { names.formUnion(p.methods.keys); names.formUnion(p.computed.keys) }
            return names.filter { !PreludeHooks.isMachinery($0) }.map { $0 }
        case .structValue(let s):
            return s.type.fields.map(\.name) + Array(s.type.methods.keys) + Array(s.type.computed.keys)
        case .array:
            return ["append", "count", "isEmpty", "first", "last", "removeAll", "removeLast", "remove", "insert",
                    "filter", "map", "forEach", "contains", "firstIndex", "removeSubrange"]
        case .set:
            return ["insert", "remove", "removeAll", "contains", "count", "isEmpty", "first", "union", "intersection",
                    "subtracting", "formUnion", "subtract", "isSubset", "isSuperset", "sorted", "filter", "map", "forEach"]
        case .string:
            return ["count", "isEmpty", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains"]
        default:
            return []
        }
    }
}

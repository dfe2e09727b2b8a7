import CoordLabSyntax
import SwiftSyntax

/// A notification posted to an observer registered with `addObserver(_:selector:name:object:)`
/// is refused before the program runs: an app's center calls the observer's method through
/// the Objective-C runtime, which coordlab does not have, so running it would leave the call
/// out without a word. Registering such an observer, and posting notifications no selector
/// observer receives, still run (the registration keeps nothing alive, as UIKit's does not).
extension Compiler {
    /// Refuses the first `post` in `files` of a notification a selector observer there receives:
    /// one of the same name (`.sessionExpired` and `Notification.Name.sessionExpired` are the
    /// same), any name for an observer of `name: nil`, or a `post(_:)` of a notification made
    /// elsewhere.
    func refuseSelectorObserverPosts(in files: [ParsedSource]) throws {
        let finder = NotificationCallFinder(viewMode: .sourceAccurate)
        var posts: [(ParsedSource, FunctionCallExprSyntax, name: String?)] = []
        for f in files where containsWord("selector", in: f.text) || containsWord("post", in: f.text) {
            finder.posts = []
            finder.walk(f.tree)
            posts += finder.posts.map { (f, $0.call, $0.name) }
        }
        guard !finder.observedNames.isEmpty else { return }
        for (file, call, name) in posts {
            let received = name.map { n in finder.observedNames.contains { $0 == nil || $0 == n } } ?? true
            guard received else { continue }
            source = file
            throw CompileError(
                "coordlab does not support posting to an observer added with 'addObserver(_:selector:name:object:)' yet: "
                    + "only the Objective-C runtime calls its method; observe with 'addObserver(forName:object:queue:using:)'",
                at: loc(call))
        }
    }
}

/// Finds `addObserver(_:selector:name:object:)` registrations (the names they observe) and
/// `post(name:…)` / `post(_:)` calls, with the name each posts when it is written.
private final class NotificationCallFinder: SyntaxVisitor {
    /// The names selector observers observe; nil for an observer of every name.
    var observedNames: [String?] = []
    /// Each post, with the name it posts (nil when the notification is made elsewhere).
    var posts: [(call: FunctionCallExprSyntax, name: String?)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if method == "addObserver", labels == [nil, "selector", "name", "object"] {
            observedNames.append(Self.notificationName(node.arguments[node.arguments.index(at: 2)].expression))
        } else if method == "post", labels.first == "name" {
            posts.append((node, Self.notificationName(node.arguments.first!.expression)))
        } else if method == "post", labels == [nil] {
            posts.append((node, nil))
        }
        return .visitChildren
    }

    /// The name a `name:` argument writes, without the type it is written on
    /// (`sessionExpired` for `.sessionExpired` and `Notification.Name.sessionExpired`);
    /// nil for `nil`.
    static func notificationName(_ e: ExprSyntax) -> String? {
        if e.is(NilLiteralExprSyntax.self) { return nil }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return e.trimmedDescription
    }
}

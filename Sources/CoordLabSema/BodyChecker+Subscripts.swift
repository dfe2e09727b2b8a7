import SwiftSyntax

/// Subscripts a program declares: the one whose argument labels a use spells.
extension BodyChecker {
    /// Of a type's subscripts `ms`, the one `s` calls: the only one with its labels; nil when
    /// several fit (their types would decide) or none does, which is an error in swiftc's
    /// words when one of as many parameters is the one meant.
    func declaredSubscript(_ ms: [Member], for s: SubscriptCallExprSyntax) -> Member? {
        let labels = s.arguments.map { $0.label?.text }
        let fitting = ms.filter { Self.accepts($0, labels: labels) }
        if fitting.count == 1 { return fitting[0] }
        guard fitting.isEmpty else { return nil }
        // Labels are never left out of a subscript: one of as many parameters is the one meant.
        // Those taking as many arguments, their defaulted parameters left out if need be.
        var sameCount = ms.filter { $0.labels.count == labels.count }
        if sameCount.isEmpty {
            sameCount = ms.filter { m in
                guard let shapes = m.shapes else { return false }
                return shapes.filter { !$0.hasDefault }.count <= labels.count && labels.count <= shapes.count
            }
        }
        func wrongLabels(_ m: Member) -> [(String?, String?)] { zip(labels, m.labels).filter { $0 != $1 } }
        let onlyLabelsDiffer = sameCount.filter { m in wrongLabels(m).allSatisfy { $0.0 == nil || $0.1 == nil } }
        guard let meant = sameCount.count == 1 ? sameCount.first : (onlyLabelsDiffer.count == 1 ? onlyLabelsDiffer.first : nil) else {
            if !sameCount.isEmpty { error("no exact matches in call to subscript", at: s.leftSquare) }
            else if ms.count == 1 { wrongArgumentCount(ms[0], for: s) }
            return nil
        }
        let expected = Array(meant.labels.prefix(labels.count))
        let wrong = wrongLabels(meant)
        func spelled(_ ls: [String?]) -> String { ls.map { ($0 ?? "_") + ":" }.joined() }
        let plural = wrong.count == 1 ? "" : "s"
        if wrong.allSatisfy({ $0.0 == nil }) {
            error("missing argument label\(plural) '\(spelled(wrong.map(\.1)))' in subscript", at: s.leftSquare)
        } else if wrong.allSatisfy({ $0.1 == nil }) {
            error("extraneous argument label\(plural) '\(spelled(wrong.map(\.0)))' in subscript", at: s.leftSquare)
        } else {
            error("incorrect argument label\(plural) in subscript (have '\(spelled(labels))', expected '\(spelled(expected))')",
                  at: s.leftSquare)
        }
        return nil
    }

    /// swiftc's error for subscript `m` given too many or too few arguments by `s`: the
    /// first extra argument, or the first parameter left without one.
    private func wrongArgumentCount(_ m: Member, for s: SubscriptCallExprSyntax) {
        let arguments = Array(s.arguments)
        if arguments.count > m.labels.count {
            let extra = arguments[m.labels.count].expression
            error(arguments.count - m.labels.count == 1 ? "extra argument in subscript" : "extra arguments in subscript", at: extra)
        } else if let missing = (m.shapes?.indices ?? m.labels.indices).first(where: { k in
            k >= arguments.count && m.shapes?[k].hasDefault != true
        }) {
            let name = m.labels[missing].map { "'\($0)'" } ?? "#\(missing + 1)"
            error("missing argument for parameter \(name) in subscript", at: s.rightSquare)
        }
    }

    /// The parameter types of subscript `m` that the arguments of `s` go to (its defaulted
    /// parameters left out where `s` leaves them out); nil when they do not fit.
    static func parameters(of m: Member, for s: SubscriptCallExprSyntax) -> [SemaType]? {
        let labels = s.arguments.map { $0.label?.text }
        guard let shapes = m.shapes, shapes.count == m.parameters.count else {
            return m.parameters.count == labels.count ? m.parameters : nil
        }
        var chosen: [SemaType] = []
        for (p, t) in zip(shapes, m.parameters) where chosen.count < labels.count && labels[chosen.count] == p.label {
            chosen.append(t)
        }
        return chosen.count == labels.count ? chosen : nil
    }

    /// Whether subscript `m` takes arguments labelled `labels`, its defaulted parameters
    /// left out or not (`[index: 0]` and `[index: 0, default: 1]` of `subscript(index i:
    /// Int, default d: Int = -1)`).
    private static func accepts(_ m: Member, labels: [String?]) -> Bool {
        guard let shapes = m.shapes else { return m.labels == labels }
        var k = 0
        for p in shapes {
            if k < labels.count, labels[k] == p.label {
                k += 1
            } else if !p.hasDefault {
                return false
            }
        }
        return k == labels.count
    }
}

extension BodyChecker {
    /// `items[safe: i]` of a subscript a program's extension gives a standard type (`extension
    /// Collection { subscript(safe i: Index) -> Element? }`): its result with the receiver's
    /// `Element` (`Key`, `Value`, `Wrapped`), so an `Element?` prints as an Optional; nil when
    /// no such extension declares a subscript the labels take.
    func extensionSubscriptType(_ s: SubscriptCallExprSyntax, base: SemaType) -> SemaType? {
        let labels = s.arguments.map { $0.label?.text }
        guard labels.contains(where: { $0 != nil }), base.nominalName.flatMap({ declarations.types[$0] }) == nil else { return nil }
        for holder in StandardExtensions.holders(for: base) {
            guard let ms = declarations.types[holder]?.members["subscript"],
                  let m = ms.first(where: { Self.accepts($0, labels: labels) }), m.generic == nil else { continue }
            let bindings = StandardExtensions.bindings(ofHolder: holder, receiver: base)
            let parameters = Self.parameters(of: m, for: s)?.map { $0.substituting(bindings) }
            for (k, a) in s.arguments.enumerated() {
                _ = type(a.expression, expected: parameters.map { k < $0.count ? $0[k] : .unknown } ?? .unknown)
            }
            let result = (m.genericType.flatMap { $0 == .unknown ? nil : $0 } ?? m.type).substituting(bindings)
            refuseNestedOptional(result, at: s)
            return result
        }
        return nil
    }
}

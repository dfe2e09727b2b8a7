import CoordLabSyntax
import SwiftSyntax

/// A property declared with a wrapper attribute (`@Published var name = ""`).
struct WrappedProperty {
    /// The type that declares it.
    var owner: String
    /// The wrapped property's name (`name`).
    var name: String
    /// The attribute that names the wrapper.
    var attribute: AttributeSyntax
    var isStatic: Bool
    /// The wrapper type's name (`Published`).
    var wrapper: String { SwiftAttributes.name(of: attribute) }
}

/// Which of the members Swift synthesizes for a wrapped property a member is.
enum WrapperRole: Sendable {
    /// `_name`: the wrapper instance, the property's storage.
    case backing(wrapper: String)
    /// `$name`: the wrapper's `projectedValue`.
    case projection(wrapper: String)

    /// Whether it is the wrapper's storage (`_name`, private to the type, as in Swift).
    var isBacking: Bool {
        if case .backing = self { return true }
        return false
    }
}

extension DeclarationCollector {
    /// Adds each wrapped property's `_name` and, when its wrapper has a `projectedValue`,
    /// `$name`; a wrapper that is not generic also gives an unannotated property its type.
    /// A wrapper that is not one is left for the checker to refuse.
    mutating func addWrapperMembers() {
        for w in wrappedProperties {
            guard let wrapper = declarations.types[w.wrapper], wrapper.isPropertyWrapper,
                  var property = declarations.types[w.owner]?.members[w.name]?.last else { continue }
            if property.type == .unknown, wrapper.genericParameters.isEmpty,
               let value = wrapper.members["wrappedValue"]?.first(where: { !$0.isStatic }) {
                property.type = value.type
                property.initializer = nil
                declarations.types[w.owner]?.members[w.name] = [property]
            }
            var roles: [(String, WrapperRole)] = [("_" + w.name, .backing(wrapper: w.wrapper))]
            if wrapper.members["projectedValue"]?.contains(where: { !$0.isStatic }) == true {
                roles.append(("$" + w.name, .projection(wrapper: w.wrapper)))
            }
            for (name, role) in roles {
                var m = Member(name: name, kind: .property, isStatic: w.isStatic, type: .unknown,
                               initializer: property.type == .unknown ? property.initializer : nil)
                m.wrapperRole = role
                if property.type != .unknown { m.type = declarations.wrapperType(role, wrapping: property.type) }
                declarations.types[w.owner]?.add(m)
            }
        }
    }
}

extension Declarations {
    /// The type of a wrapped property's `_name` or `$name` when the property's own type is
    /// `value`: `Published<String>` and `Published<String>.Publisher` for a `String`.
    func wrapperType(_ role: WrapperRole, wrapping value: SemaType) -> SemaType {
        switch role {
        case .backing(let w):
            guard let d = types[w] else { return .unknown }
            if d.genericParameters.isEmpty { return .named(w) }
            return d.genericParameters.count == 1 ? .generic(w, [value]) : .unknown
        case .projection(let w):
            guard let d = types[w], let p = d.members["projectedValue"]?.first(where: { !$0.isStatic }) else { return .unknown }
            guard d.genericParameters.count == 1 else { return d.genericParameters.isEmpty ? p.type : .unknown }
            return (p.genericType ?? .unknown).substituting([d.genericParameters[0]: value])
        }
    }
}

extension BodyChecker {
    /// Checks a wrapped property's attribute as swiftc does, and records its storage's type
    /// for the compiler: the wrapper must be a `@propertyWrapper` type with a
    /// `wrappedValue`, on a stored `var` of a type.
    func checkWrapper(_ a: AttributeSyntax, of v: VariableDeclSyntax, _ b: PatternBindingSyntax, valueType: SemaType) {
        let name = SwiftAttributes.name(of: a)
        guard let wrapper = declarations.types[name] else {
            error("unknown attribute '\(name)'", at: a.attributeName)
            return
        }
        guard wrapper.isPropertyWrapper else {
            error("\(wrapper.kindWord) '\(name)' cannot be used as an attribute", at: a)
            return
        }
        guard wrapper.members["wrappedValue"]?.contains(where: { !$0.isStatic && $0.kind == .property }) == true else {
            error("property wrapper type '\(name)' does not contain a non-static property named 'wrappedValue'", at: a)
            return
        }
        if v.bindingSpecifier.tokenKind == .keyword(.let) {
            error("property wrapper can only be applied to a 'var'", at: v)
        } else if let accessors = b.accessorBlock {
            if case .accessors(let list) = accessors.accessors,
               list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) {
                unsupported("observers on a wrapped property", at: accessors)
            } else {
                error("property wrapper cannot be applied to a computed property", at: v)
            }
        } else if v.modifiers.contains(where: { ["static", "class"].contains($0.name.bareText) }) {
            unsupported("static properties with a property wrapper", at: a)
        } else if v.modifiers.contains(where: { ["weak", "unowned", "lazy"].contains($0.name.bareText) }) {
            unsupported("a property wrapper on a weak, unowned or lazy property", at: a)
        } else if b.initializer == nil, a.arguments == nil, !b.wrappedStartsAsNil,
                  wrapper.members["init"]?.contains(where: { $0.parameters.isEmpty }) != true,
                  wrapper.members["init"] != nil || wrapper.memberwiseParameters?.allSatisfy(\.hasDefault) == false {
            unsupported("a wrapped property without an initial value ('\(b.pattern.trimmedDescription)' needs one)", at: b.pattern)
        } else if wrapper.genericParameters.count > 1 {
            unsupported("property wrappers with more than one generic parameter", at: a)
        } else if let parameter = wrapper.genericParameters.first, !wrapper.isFramework, valueType.containsOptional {
            // The wrapper's code sees its value as a `Value` (printed without `Optional(…)`
            // here): an Optional one is judged as any Optional generic argument is.
            let message = "coordlab does not support Optional generic arguments ('\(parameter)' would be '\(valueType)') yet"
            if defersOptionalArguments(of: name) {
                deferOptionalArgument(of: name, parameter: parameter, message: message, at: a)
            } else {
                unsupported("Optional generic arguments ('\(parameter)' would be '\(valueType)')", at: a)
            }
        }
        for argument in a.arguments?.as(LabeledExprListSyntax.self) ?? [] { _ = type(argument.expression) }
        if recording { wrapperBackingTypes[b.id] = declarations.wrapperType(.backing(wrapper: name), wrapping: valueType) }
    }
}

extension NominalDeclaration {
    /// How swiftc names this kind of type in a message (`struct 'NotW'`).
    var kindWord: String {
        switch kind {
        case .classType: return "class"
        case .structType: return "struct"
        case .enumType: return "enum"
        case .protocolType: return "protocol"
        }
    }
}

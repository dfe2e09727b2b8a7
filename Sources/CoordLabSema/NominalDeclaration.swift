import SwiftSyntax

/// What the checker knows of one class, struct, enum or protocol: its supertypes and the
/// names and types of its members, gathered from its declaration and its extensions.
struct NominalDeclaration {
    /// Which kind of type it is.
    enum Kind: Sendable { case classType, structType, enumType, protocolType }

    /// The qualified name (`Coordinator`, `Outer.Inner`).
    var name: String
    var kind: Kind
    /// Names in its inheritance clauses (superclass first for a class), as written.
    var inherited: [String] = []
    /// Members by name; a name can have several (overloads, a case and a method).
    var members: [String: [Member]] = [:]
    /// Nested type names declared inside it, by simple name, to their qualified names.
    var nestedTypes: [String: String] = [:]
    /// The raw type an enum declares (`enum Tab: Int`), nil for any other type.
    var rawType: SemaType?
    /// Whether an enum declares a raw type.
    var hasRawValues: Bool { rawType != nil }
    /// Whether an enum has a case with associated values.
    var hasPayloads = false
    /// The generic parameters of a generic class or struct, in order (`<Route, Screen>`).
    var genericParameters: [String] = []
    /// The protocols each generic parameter must conform to (`<T: Screen>`, `where T: P`).
    var genericRequirements: [String: [String]] = [:]
    /// The protocols a generic type conforms to only under its extension's `where` clause
    /// (`extension Box: Equatable where T: Equatable`), with what that clause requires of
    /// each of its parameters.
    var conditionalConformances: [String: [String: [String]]] = [:]
    /// What each generic parameter is inside the type's body (see
    /// `Declarations.genericConstraints`).
    var genericConstraints: [String: SemaType] = [:]
    /// A generic struct's memberwise initializer, when it declares no initializer.
    var memberwiseParameters: [MemberwiseParameter]?
    /// Whether the checker leaves the type's members unchecked: a generic type, or a
    /// protocol with associated types (their members' types depend on parameters).
    var isOpaque = false
    /// Whether it is marked `@propertyWrapper`.
    var isPropertyWrapper = false
    /// A protocol's requirements by name (the members its own declaration lists, not its
    /// extensions'), which dispatch through the conforming type.
    var requirementNames: Set<String> = []
    /// A protocol's associated types (`Output`, `Failure` of a publisher).
    var associatedTypes: [String] = []
    /// The defaults a protocol's associated types declare (`associatedtype Route = Void`), as written.
    var associatedTypeDefaults: [String: TypeSyntax] = [:]
    /// Its supertypes (superclass, protocols), the type's own generic parameters kept
    /// symbolic (`SubjectBase<Output, Failure>`), from its declaration and extensions.
    var supertypes: [SemaType] = []
    /// Whether a class is `final` (then `Self(…)` needs no `required` initializer).
    var isFinal = false
    /// Whether a framework declares it (see `TypeChecker.check(_:framework:)`).
    var isFramework = false

    /// The names its members' types keep symbolic: a generic type's parameters, a
    /// protocol's associated types.
    var symbolicNames: [String] { genericParameters + associatedTypes }

    /// Adds a member.
    mutating func add(_ m: Member) { members[m.name, default: []].append(m) }
}

/// One member of a type: a property, method, initializer, subscript or enum case.
struct Member {
    /// What kind of member.
    enum Kind: Sendable { case property, method, initializer, subscriptMember, enumCase }

    var name: String
    var kind: Kind
    var isStatic: Bool
    /// For a static method: declared `class` (overridable), which swiftc calls a class method.
    var isClassMethod = false
    /// For a method: declared `mutating` (it may not be called on a `let` constant).
    var isMutating = false
    /// For a method: declared `override` (it replaces its superclass's of the same labels).
    var isOverride = false
    /// For a member of a constrained extension of a standard type (`extension Array where
    /// Element: Screen`): the protocols its `where` clause requires of the type's parameters.
    var extensionCondition: [String: [String]] = [:]
    /// A property's type; a method's or subscript's result; a case's enum type.
    var type: SemaType
    /// Argument labels of a method, initializer, subscript or case with a payload.
    var labels: [String?] = []
    /// A method's or initializer's parameters as a call matches them (labels, defaults).
    var shapes: [ParameterShape]?
    /// Parameter types, in order.
    var parameters: [SemaType] = []
    /// For an unannotated stored property: its initial value, typed on demand.
    var initializer: ExprSyntax?
    /// For a generic method or an initializer of a generic type: what a call binds.
    var generic: GenericSignature?
    /// For a method of a generic type or protocol that is not generic itself: its
    /// signature with the type's parameters (associated types) symbolic, for a receiver's
    /// arguments to replace.
    var symbolic: GenericSignature?
    /// For an instance property (or a subscript's result) of a generic type: its type with the type's generic
    /// parameters kept symbolic, for a receiver's arguments (or, inside the type, the
    /// parameters' constraints) to replace.
    var genericType: SemaType?
    /// For a member Swift synthesizes for a wrapped property (`_name`, `$name`): which one,
    /// and of which wrapper (its type follows the wrapped property's).
    var wrapperRole: WrapperRole?
    /// For a top-level function: its declaration (see `FunctionSignature.declaration`).
    var declaration: SyntaxIdentifier?
    /// For an initializer: marked `required` (every subclass must have it).
    var isRequired = false
    /// For an initializer: a `convenience` one (a subclass inherits it only with every
    /// designated initializer of its superclass).
    var isConvenience = false
    /// For an instance property: whether it is stored (no getter), and whether a
    /// property wrapper's attribute wraps it, which synthesized conformances look at.
    var isStored = false, isWrapped = false
    /// For a property: declared with `let` (it may be given its value only in an
    /// initializer), or computed without a setter.
    var isLet = false, isGetOnly = false
    /// For a property: declared `T!`, so a member of it is reached without `?` or `!`.
    /// For a property of function type: which of the function's parameters are `inout`.
    var closureInoutParameters: [Bool] = []
    var isImplicitlyUnwrapped = false
}

/// A parameter of a struct's memberwise initializer: a stored property.
struct MemberwiseParameter {
    var label: String
    /// The property's type, generic parameters kept symbolic.
    var type: SemaType
    /// Whether the property has an initial value (the argument may be left out).
    var hasDefault: Bool
    /// For a property of function type: which of the function's parameters are `inout`.
    var closureInoutParameters: [Bool] = []
}

/// A top-level function's signature.
struct FunctionSignature {
    var labels: [String?]
    /// The parameters as a call matches them (labels, defaults).
    var shapes: [ParameterShape] = []
    var parameters: [SemaType]
    var result: SemaType
    /// For a generic function: what a call binds.
    var generic: GenericSignature?
    /// For a method of a generic type or protocol that is not generic itself: see
    /// `Member.symbolic`.
    var symbolic: GenericSignature? = nil
    /// The declaration, which tells overloads of one name and labels apart.
    var declaration: SyntaxIdentifier? = nil
}

/// The generic parameters a call of a declaration binds (a generic function's own, or a
/// generic type's for its initializer), and its parameter and result types with those
/// parameters kept symbolic (`.parameter`).
struct GenericSignature {
    var parameters: [String]
    var parameterTypes: [SemaType]
    var result: SemaType
    /// Whether a framework declares it: its generic code keeps an Optional argument as
    /// Swift does (see `BodyChecker.refuses`).
    var isFramework = false
    /// The parameters as a call matches them (labels, defaults), when known.
    var shapes: [ParameterShape]?
    /// Parameters that the declaration's context makes one type: a member of
    /// `extension Result where Failure == Error` binds `Failure` to `Error` in every call.
    var sameTypes: [String: SemaType] = [:]
    /// Requirements of its own `where` clause that tie an associated type of one parameter to
    /// another type (`where C.Step == Step`): once `C` is bound, `Step` is what `C`'s `Step` is.
    var associatedSameTypes: [AssociatedSameType] = []
    /// The protocols each of its own parameters must conform to, as written in its clause
    /// and `where` clause (`<T: Screen & Equatable>`), checked at each call.
    var requirements: [String: [String]] = [:]
    /// Its own parameters its body uses as types (`T.make()`, `T()`, `T.id`): coordlab finds
    /// such a type when the call runs only for a non-generic one (see `BodyChecker.refuses`).
    var parametersUsedAsTypes: Set<String> = []
}

/// `C.Step == Step` in a generic declaration's `where` clause: parameter `base`'s associated
/// type `member` is the type `other` (written with the declaration's parameters).
struct AssociatedSameType {
    var base: String
    var member: String
    var other: SemaType
}

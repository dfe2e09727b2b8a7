import SwiftSyntax

/// Names in a local or global variable's type annotation that no declaration gives (`let e: Foo? = nil`),
/// refused as swiftc refuses them ("cannot find type 'Foo' in scope"): coordlab would run
/// the program with the annotation unread.
///
/// Only a name that is certainly unknown is reported: not one the program, the prelude or
/// the standard library declares, nor a generic parameter or associated type anywhere in
/// the file. Files that import a framework are not judged (its names are not all known).
public enum UnknownTypeNames {
    /// Standard-library types and protocols a program may name in an annotation, beyond
    /// those whose members coordlab lists.
    static let standard: Set<String> = Set([
        "Int", "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "Bool", "String", "Character",
        "Substring", "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Any", "AnyObject",
        "Void", "Never", "Error", "Result", "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough",
        "PartialRangeUpTo", "AnyHashable", "ObjectIdentifier", "Hasher", "Mirror", "StaticString", "Unicode",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Slice",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
        "Sequence", "Collection", "IteratorProtocol", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "Equatable", "Hashable", "Comparable", "Identifiable",
        "CaseIterable", "Codable", "Encodable", "Decodable", "Sendable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Numeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
        "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "SignedNumeric", "AdditiveArithmetic",
        "StringProtocol", "LosslessStringConvertible", "RawRepresentable", "ExpressibleByIntegerLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral", "OptionSet", "SetAlgebra", "Strideable",
        "Task", "Duration", "ContinuousClock", "SuspendingClock", "Clock", "Actor", "MainActor", "AnySequence",
        "AnyIterator", "AnyCollection", "EnumeratedSequence", "Zip2Sequence", "StrideTo", "StrideThrough",
        "LazySequence", "ReversedCollection", "DefaultIndices", "UnsafePointer", "UnsafeMutablePointer",
        "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer", "SystemRandomNumberGenerator",
        "RandomNumberGenerator", "CustomReflectable", "TextOutputStream", "AnyClass",
        "IntegerLiteralType", "FloatLiteralType", "StringLiteralType", "BooleanLiteralType",
        "CommandLine", "MemoryLayout", "Unmanaged", "KeyValuePairs", "UnicodeScalar", "CollectionOfOne",
        "EmptyCollection", "ManagedBuffer",
    ]).union(standardParameters)

    /// `Self`, and the generic parameters and associated types of standard types, in scope
    /// in their extensions: names that stand for a type only inside a declaration.
    static let standardParameters: Set<String> = [
        "Self", "Element", "Key", "Value", "Wrapped", "Index", "Indices", "Iterator", "SubSequence", "Success",
        "Failure", "Output", "Bound", "Stride",
    ]

    /// Whether `name` is a standard-library type or protocol (`Sequence`, `Collection`):
    /// inherited where coordlab does not model it, it is refused as unsupported, not unknown.
    public static func isStandard(_ name: String) -> Bool { standard.contains(name) }

    /// Whether `name` is a standard-library type or protocol of its own (`Mirror`), not a
    /// name that stands for one only inside a declaration (`Element`, `Self`): used where
    /// coordlab does not model it, it is refused as unsupported, not as a name not found.
    public static func isStandardTypeOfItsOwn(_ name: String) -> Bool {
        standard.contains(name) && !standardParameters.contains(name)
    }

    /// The names written in `file`'s variable annotations that nothing declares, in source
    /// order; `isDeclared` tells the names the checker's declarations hold.
    static func written(in file: SourceFileSyntax, isDeclared: (String) -> Bool) -> [IdentifierTypeSyntax] {
        let names = DeclaredNames(viewMode: .sourceAccurate)
        names.walk(file)
        let finder = AnnotationNames(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found.filter { t in
            let n = t.name.text
            return !standard.contains(n) && !names.all.contains(n) && !isDeclared(n)
                && StandardLibraryMembers.byType[n] == nil && StandardStaticMembers.byType[n] == nil
                && StandardProtocols.members[n] == nil
        }
    }

    /// Every name the file declares for a type: types, aliases, generic parameters,
    /// associated types, at any depth.
    private final class DeclaredNames: SyntaxVisitor {
        var all: Set<String> = []
        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            all.insert(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: AssociatedTypeDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: TypeAliasDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: ProtocolDeclSyntax) { all.insert(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { all.insert(node.name.text) }
    }

    /// The plain type names (`Foo` in `[Foo?]`, not `Outer.Inner`) written in the
    /// annotations of local and global variables outside extensions (where a standard
    /// type's `Element` is in scope).
    private final class AnnotationNames: SyntaxVisitor {
        var found: [IdentifierTypeSyntax] = []
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // A type's property may name a type a later REPL input declares.
            let isProperty = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            if !isProperty, let annotation = node.typeAnnotation { collect(Syntax(annotation.type)) }
            return .visitChildren
        }
        private func collect(_ node: Syntax) {
            // An attribute's name (`@escaping`, `@Sendable`) is no type.
            if node.is(MemberTypeSyntax.self) || node.is(AttributeSyntax.self) { return }
            if let i = node.as(IdentifierTypeSyntax.self) { found.append(i) }
            for child in node.children(viewMode: .sourceAccurate) { collect(child) }
        }
    }
}

extension Declarations {
    /// Whether some declaration gives the type name `name`: a type (at any depth of
    /// nesting), an alias, or a standard type the checker models.
    func declaresTypeName(_ name: String) -> Bool {
        if types[name] != nil || aliases[name] != nil || StandardTypes.names.contains(name) { return true }
        let nested = "." + name
        return types.keys.contains { $0.hasSuffix(nested) } || aliases.keys.contains { $0.hasSuffix(nested) }
    }
}

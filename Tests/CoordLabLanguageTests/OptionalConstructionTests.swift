import SwiftParser
import SwiftSyntax
import Testing
import CoordLabSyntax

/// Optionals made by name, including an Optional type written with `?` where an
/// expression stands (`Int?.none`), which the parser reads as optional chaining.
@Suite struct OptionalConstructionTests {
    /// The expression of `let x = <source>`.
    private func expression(_ source: String) throws -> ExprSyntax {
        let file = Parser.parse(source: "let x = \(source)")
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        return try #require(binding.initializer?.value)
    }

    @Test func aSugaredOptionalTypeNamesItsWrappedType() throws {
        let none = try #require(OptionalConstruction(try expression("Int?.none")))
        #expect(none.value == nil)
        #expect(none.wrappedType?.trimmedDescription == "Int")
        let some = try #require(OptionalConstruction(try expression("Box<Int>?.some(b)")))
        #expect(some.value?.trimmedDescription == "b")
        #expect(some.wrappedType?.trimmedDescription == "Box<Int>")
    }

    @Test func optionalChainingOnAValueIsNotAConstruction() throws {
        #expect(OptionalConstruction(try expression("route?.none")) == nil)
        #expect(OptionalConstruction(try expression("items?.some(x)")) == nil)
        #expect(OptionalConstruction(try expression("Optional<String>.none")) != nil)
    }
}

import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// `var x, y: Int`: a name without an annotation or a value takes the annotation written
/// after it; one with a value keeps its inferred type.
@Suite struct SharedAnnotationTests {
    /// The annotation each binding of the first variable declaration in `source` has.
    private func annotations(_ source: String) throws -> [String?] {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let decl = try #require(parsed.tree.statements.first?.item.as(VariableDeclSyntax.self))
        return decl.bindings.map { SharedAnnotation.type(of: $0)?.trimmedDescription }
    }

    @Test func namesBeforeAnAnnotationShareIt() throws {
        #expect(try annotations("var x, y: Int") == ["Int", "Int"])
        #expect(try annotations("var a, b: String?, c: Double") == ["String?", "String?", "Double"])
    }

    @Test func aValueOrAnAnnotationOfItsOwnStopsTheSharing() throws {
        #expect(try annotations("var a = 1, b: Int") == [nil, "Int"])
        #expect(try annotations("var a: Double, b = 2") == ["Double", nil])
    }

    @Test func theCheckerTypesSharingPropertiesAndLocals() {
        #expect(TypeCheckerTests.firstError("struct P { var x, y: Int }\nlet p = P(x: 1, y: 2)\nlet s: String = p.x")
                == "3:19: cannot convert value of type 'Int' to specified type 'String'")
        #expect(TypeCheckerTests.firstError("var a, b: Int\na = 1\nlet s: String = a")
                == "3:17: cannot convert value of type 'Int' to specified type 'String'")
    }
}

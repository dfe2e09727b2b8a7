import CoordLabSema
import CoordLabSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// Types declared in a function (classes, structs, enums and protocols) are declared beside
/// the file's own: a local protocol is a type its local conformers and existentials name.
@Suite struct LocalTypesTests {
    @Test func localTypesAreFoundBelowTheTopLevelOnly() {
        let file = Parser.parse(source: "protocol Top {}\nfunc f() {\n  protocol P {}\n  struct S: P {}\n  enum E { case a }\n}")
        let names = LocalTypeDeclarations.of(file).compactMap { d in
            d.as(ProtocolDeclSyntax.self)?.name.text ?? d.as(StructDeclSyntax.self)?.name.text ?? d.as(EnumDeclSyntax.self)?.name.text
        }
        #expect(names == ["P", "S", "E"])
    }

    @Test func aLocalProtocolIsAType() {
        let source = "func f() {\n  protocol Step { var title: String { get } }\n  struct Login: Step { var title: String { \"x\" } }\n  let s: any Step = Login()\n  print(s.title)\n}"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}

import CoordLabSyntax
@testable import CoordLabSema
import Testing

/// The sized integer types: their facts, literals typed by their context and refused in
/// swiftc's words when they do not fit, and no implicit conversion between integer types.
@Suite struct SizedIntegersTests {
    @Test func eachTypeKnowsItsRange() {
        #expect(SizedInteger.uint8.max == 255 && SizedInteger.uint8.min == 0)
        #expect(SizedInteger.int8.min == -128 && SizedInteger.int8.max == 127)
        #expect(SizedInteger.uint64.max == Int128(UInt64.max))
        #expect(SizedInteger.named("UInt") == .uint && SizedInteger.named("Int") == nil)
        #expect(SizedInteger.int8.truncating(200) == -56 && SizedInteger.uint8.truncating(-1) == 255)
        #expect(SizedInteger.literalValue("0xFF") == 255 && SizedInteger.literalValue("1_000") == 1000)
    }

    @Test func literalsTakeTheirContextAndMustFit() {
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 255\nlet b: Int8 = -128\nlet c: [UInt16] = [1, 65535]") == nil)
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 300")
            == "1:16: integer literal '300' overflows when stored into 'UInt8'")
        #expect(TypeCheckerTests.firstError("let a: Int8 = -129")
            == "1:15: integer literal '-129' overflows when stored into 'Int8'")
        #expect(TypeCheckerTests.firstError("func f(_ x: UInt32) {}\nf(-1)")
            == "2:3: negative integer '-1' overflows when stored into unsigned type 'UInt32'")
    }

    @Test func integerTypesDoNotMixWithoutAConversion() {
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 1\nlet n = 2\nprint(a + n)")
            == "3:9: binary operator '+' cannot be applied to operands of type 'UInt8' and 'Int'")
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 1\nlet n = 2\nlet t: UInt8 = a & n")
            == "3:20: cannot convert value of type 'Int' to expected argument type 'UInt8'")
        #expect(TypeCheckerTests.firstError("let a: UInt32 = 1\nlet n: Int = a")
            == "2:14: cannot convert value of type 'UInt32' to specified type 'Int'")
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 1\nlet n = 2\nprint(a << n, Int(a) + n, a &+ 1)") == nil)
    }

    @Test func membersAndConversionsAreTyped() {
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 1\nlet b: UInt8 = a.byteSwapped\nlet c: Int = a.nonzeroBitCount\nlet d: UInt8 = UInt8.max") == nil)
        #expect(TypeCheckerTests.firstError("let a: UInt8? = UInt8(\"7\")\nlet b: UInt8 = UInt8(truncatingIfNeeded: 300)") == nil)
        #expect(TypeCheckerTests.firstError("let a: Int8 = -1\nlet m: UInt8 = a.magnitude\nlet u: UInt = (-3).magnitude\nlet s: Int = 4.signum()") == nil)
        #expect(TypeCheckerTests.firstError("let a: Int8 = -1\nlet m: Int8 = a.magnitude")
            == "2:17: cannot convert value of type 'UInt8' to specified type 'Int8'")
        #expect(TypeCheckerTests.firstError("let a: UInt8 = 1\nprint(a.bigEndian)") == "2:9: coordlab does not support 'UInt8.bigEndian' yet")
    }
}

/// `Float`: literals typed by their context, and no mixing with `Double` or `Int`.
@Suite struct FloatTypingTests {
    @Test func floatLiteralsAreRecordedForTheCompiler() throws {
        let source = "let a: Float = 1\nlet b: Float = 0.5\nlet c = [Float(1), 2.5]"
        let typed = try TypeChecker().check([ParsedSource(text: source, fileName: "main.swift")])
        #expect(typed.floatLiterals.count == 3)
    }

    @Test func aFloatDoesNotMixWithADouble() {
        #expect(TypeCheckerTests.firstError("let f: Float = 1\nlet d = 2.0\nprint(f * d)")
            == "3:9: binary operator '*' cannot be applied to operands of type 'Float' and 'Double'")
        #expect(TypeCheckerTests.firstError("let f: Float = 1\nlet d: Double = f")
            == "2:17: cannot convert value of type 'Float' to specified type 'Double'")
        #expect(TypeCheckerTests.firstError("let f: Float = 1\nprint(Double(f) * 2, f / 3, Float.pi)") == nil)
    }
}

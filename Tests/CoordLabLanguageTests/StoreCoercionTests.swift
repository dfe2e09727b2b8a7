@testable import CoordLabLanguage
import Testing

/// Stores converting a literal to the declared type (`StoreCoercion`), decided once per
/// declaration, assignment and return, as swiftc types the literal.
@Suite struct StoreCoercionTests {
    @Test func declarationsAssignmentsAndReturnsConvertAsDeclared() throws {
        let program = """
            func half() -> Double { return 3 }
            func small() -> UInt8 { return 200 }
            func single() -> Float { return 1 }
            func pair() -> (w: Double, h: Int) { return (w: 2, h: 2) }
            var d: Double = 4
            d = 5
            let f: Float = 7
            var g: Float = 1
            g = 3
            let b: UInt8 = 255
            var c: Int16 = -3
            c = 12
            let s: Set<Double> = [1, 2]
            var t: (x: Double, y: Double) = (x: 1, y: 2)
            t = (x: 3, y: 4)
            print(half(), small(), single(), pair(), d, f, g / 3, b, c, s.sorted(), t)
            print(type(of: small()), type(of: c), type(of: g))

            """
        #expect(try output(of: program) == """
            3.0 200 1.0 (w: 2.0, h: 2) 5.0 7.0 1.0 255 12 [1.0, 2.0] (x: 3.0, y: 4.0)
            UInt8 Int16 Float

            """)
    }

    @Test func theConversionIsReadFromTheDeclaredName() {
        func kind(_ name: String, element: String? = nil) -> String {
            var spec = TypeSpec.named(name)
            spec.element = element
            return "\(StoreCoercion(spec))"
        }
        #expect(kind("Int") == "keep")
        #expect(kind("") == "keep")
        #expect(kind("ParentCoordinator") == "keep")
        #expect(kind("Double") == "double")
        #expect(kind("CGFloat") == "double")
        #expect(kind("Float") == "float")
        #expect(kind("UInt8").hasPrefix("sized(") && kind("UInt8").hasSuffix("uint8)"))
        #expect(kind("Int128") == "keep")
        #expect(kind("Set", element: "Double") == "set(elementsAreDouble: true)")
        #expect(kind("(x: Double, y: Int)") == "tupleElements(typeName: \"(x: Double, y: Int)\")")
    }
}

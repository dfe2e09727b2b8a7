import CoordLabSema
import Testing

/// Property wrappers in the checker: the wrapped property keeps its type, `_name` is the
/// wrapper and `$name` its projection, with the wrapper's generic argument filled in; a
/// misuse is refused in swiftc's words.
@Suite struct PropertyWrappersTests {
    static let wrappers = """
    @propertyWrapper struct Box<Value> {
        var wrappedValue: Value
        var projectedValue: [Value] { [wrappedValue] }
    }
    @propertyWrapper struct Plain {
        var wrappedValue: Int
    }
    final class Model {
        @Box var name = "a"
        @Box var count: Int = 1
        @Plain var size = 3
        func storage() -> Box<String> { _name }
    }
    let m = Model()
    """

    @Test func typesTheWrappedPropertyAndItsProjection() throws {
        let source = Self.wrappers + "\nlet n = m.name\nlet p = m.$name\nlet c = m.$count\nlet s = m.size\nlet b = m.storage()"
        #expect(try TypeCheckerTests.inferred("n", in: source) == .string)
        #expect(try TypeCheckerTests.inferred("p", in: source) == .array(.string))
        #expect(try TypeCheckerTests.inferred("c", in: source) == .array(.int))
        #expect(try TypeCheckerTests.inferred("s", in: source) == .int)
        #expect(try TypeCheckerTests.inferred("b", in: source) == .generic("Box", [.string]))
    }

    @Test func refusesWhatSwiftRefuses() {
        #expect(TypeCheckerTests.firstError(Self.wrappers + "\nprint(m._name)")
                == "15:9: '_name' is inaccessible due to 'private' protection level")
        #expect(TypeCheckerTests.firstError("final class A { @Nope var x = 1 }")
                == "1:18: unknown attribute 'Nope'")
        #expect(TypeCheckerTests.firstError("struct W { var wrappedValue: Int }\nfinal class A { @W var x = 1 }")
                == "2:17: struct 'W' cannot be used as an attribute")
        #expect(TypeCheckerTests.firstError(Self.wrappers + "\nfinal class B { @Box let y = 1 }")
                == "15:17: property wrapper can only be applied to a 'var'")
        #expect(TypeCheckerTests.firstError(Self.wrappers + "\nfunc f() { @Box var z = 1 }")?
                .contains("does not support property wrappers on global and local variables") == true)
    }
}

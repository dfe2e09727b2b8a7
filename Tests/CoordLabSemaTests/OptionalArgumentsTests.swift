import CoordLabSema
import Testing

/// A generic class takes an Optional argument for a parameter its code never makes an
/// Optional of, prints or erases; any other Optional argument is refused where it is made.
@Suite struct OptionalArgumentsTests {
    static let refusal = "coordlab does not support Optional generic arguments ('T' would be 'Int?') yet"

    @Test func aClassThatOnlyStoresAndPassesItsParameterTakesAnOptional() {
        for source in [
            "final class Box<T> { var value: T; init(_ v: T) { value = v } }\nlet b = Box<Int?>(nil)",
            "final class Box<T> { var value: T { didSet { l?(value) } }; var l: ((T) -> Void)?; init(_ v: T) { value = v } }\nlet b: Box<Int?> = Box(3)",
            "final class Box<T> { var all: [T] = []; func add(_ v: T) { all.append(v) } }\nlet b = Box<[Int?]>()",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }

    @Test func aClassWhoseCodeNeedsANonOptionalIsRefusedOne() {
        let made = "\nlet b = Box<Int?>(nil)"
        for body in [
            "func show() { print(value) }",
            "func s() -> String { \"\\(value)\" }",
            "var last: T?",
            "func isNil() -> Bool { value == nil }",
            "func or(_ o: T) -> T { value ?? o }",
            "func first() -> Bool { [value].first != nil }",
            "func erased() -> Any { value }",
            "static func describe(_ v: T) -> String { \"a value\" }",
        ] {
            let source = "final class Box<T> { var value: T; init(_ v: T) { value = v }; \(body) }" + made
            #expect(TypeCheckerTests.firstError(source) == "2:9: \(Self.refusal)", "\(body)")
        }
    }

    @Test func structsAndEnumsHoldingTheirParameterBareTakeAPlainOptional() {
        for source in [
            "struct Box<T> { var v: T }\nlet b = Box<Int?>(v: nil)",
            "struct Box<T> { var v: T; var fs: [(T) -> Void] = [] }\nlet b = Box<Int?>(v: 1)",
            "enum Either<L, R> { case left(L), right(R) }\nlet e = Either<Int, String?>.right(nil)",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }

    @Test func structsAndEnumsHoldingTheirParameterOtherwiseAreRefusedOptionals() {
        for source in [
            "struct Box<T> { var all: [T] }\nlet b = Box<Int?>(all: [])",
            "struct Box<T> { var v: T; func get() -> T? { v } }\nlet b = Box<Int?>(v: nil)",
            "struct Box<T> { var v: T; func show() { print(v) } }\nlet b = Box<Int?>(v: nil)",
            "enum Slot<T> { case pair(T, T?) }\nlet s = Slot<Int?>.pair(1, nil)",
            "struct Box<T> { var v: T }\nlet b = Box<[Int?]>(v: [])",
        ] {
            #expect(TypeCheckerTests.firstError(source)?.contains("Optional generic arguments") == true, "\(source)")
        }
    }

    @Test func globalFunctionsTakeOptionalsWhereTheirBodiesAllow() {
        #expect(TypeCheckerTests.firstError("func f<T>(_ t: T) -> [T] { [t, t] }\nlet a = f(Optional(1))") == nil)
        for body in ["print(t)", "let a: Any = t", "let o: T? = t", "_ = [t].first", "let c = { print(\"\\(t)\") }"] {
            let source = "func f<T>(_ t: T) { \(body) }\nf(Optional(1))"
            #expect(TypeCheckerTests.firstError(source)?.contains("Optional generic arguments") == true, "\(body)")
        }
        #expect(TypeCheckerTests.firstError("func f<T>(_ t: T, _ u: T?) {}\nf(Optional(1), nil)")?.contains("Optional generic arguments") == true)
    }
}

@testable import CoordLabSema
import Testing

/// A type's coding conformance: accepted where swiftc synthesizes it, refused in swiftc's
/// words where it cannot, and as unsupported where the checker cannot tell.
@Suite struct CodableConformanceTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func acceptsStoredValuesOfCodableTypes() {
        #expect(firstError("""
        enum Role: String, Codable { case admin }
        protocol Model: Codable {}
        struct Tag: Model { var name = "" }
        struct User: Codable { let id: Int; var role: Role; var tags: [Tag]; var scores: [String: Set<Int>]?; var friends: [User] }
        enum Route: Encodable { case home, profile(id: Int, tab: String?) }
        final class Box: Decodable { var value: Double = 0; var shown: Bool { value > 0 } }
        """) == nil)
    }

    @Test func refusesWhatSwiftcCannotSynthesizeInItsWords() {
        #expect(firstError("class C {}\nstruct S: Codable { var c: C }") == "2:8: type 'S' does not conform to protocol 'Decodable'")
        #expect(firstError("struct S: Encodable { var f: () -> Void }") == "1:8: type 'S' does not conform to protocol 'Encodable'")
        #expect(firstError("struct A: Encodable {}\nstruct S: Codable { var a: [A] }") == "2:8: type 'S' does not conform to protocol 'Decodable'")
        #expect(firstError("struct S { var c: Character }\nextension S: Codable {}") == "2:1: type 'S' does not conform to protocol 'Decodable'")
        #expect(firstError("protocol M: Codable {}\nstruct S: Codable { var m: M }") == "2:8: type 'S' does not conform to protocol 'Decodable'")
        #expect(firstError("struct O { enum E: Codable { case t((Int, Int)) } }") == "1:17: type 'O.E' does not conform to protocol 'Decodable'")
    }

    @Test func refusesWhatItCannotJudgeAsUnsupported() {
        #expect(firstError("class B: Codable { var a = 1 }\nclass S: B {}")?.hasPrefix("2:7: coordlab does not support a subclass of a Codable class") == true)
        #expect(firstError("class B {}\nclass S: B, Codable { var a = 1 }")?.hasPrefix("2:7: coordlab does not support a Codable conformance of a subclass") == true)
        #expect(firstError("class C { var a = 1 }\nextension C: Decodable {}")?.hasPrefix("2:1: coordlab does not support Decodable declared in an extension") == true)
        #expect(firstError("struct S<T>: Codable { var t: T }")?.contains("does not support a Codable conformance with a stored value") == true)
    }

    @Test func aCodableTypeHasNoMembersTheCheckerDoesNotKnow() {
        #expect(firstError("struct B: Codable { var v = 1 }\nprint(B().whatever)") == "2:11: value of type 'B' has no member 'whatever'")
    }
}

import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Foundation's parts coordlab does not model are refused before anything runs, saying so;
/// a program's own declaration of the same name, and a type's `: Codable`, run.
@Suite struct UnsupportedFoundationTests {
    @Test(arguments: [
        ("print(1)\nlet d = JSONDecoder()", "t.swift:2:9", "encoding and decoding"),
        ("print(1)\nenum Keys: String, CodingKey { case id }", "t.swift:2:20", "encoding and decoding"),
        ("struct U: Codable { var n = 1 }\nprint(1)\ntry? U().encode(to: 1)", "t.swift:3:6", "encoding and decoding"),
        ("import Foundation\nlet n = 3\nprint(pow(2.0, n))", "t.swift:3:7", "Foundation's Decimal 'pow'"),
        ("import Foundation\nprint(1)\nlet r = hypot(3, 4)", "t.swift:3:9", "'hypot' of integer literals alone"),
        ("print(1)\nlet xs: [Codable] = []", "t.swift:2:10", "Codable, Encodable or Decodable as a type"),
        ("print(1)\nlet ok = 1 is Encodable", "t.swift:2:15", "Codable, Encodable or Decodable as a type"),
    ])
    func refusedAtItsFirstUse(_ source: String, _ place: String, _ part: String) throws {
        try expectUnsupported(source, at: place, saying: part)
    }

    @Test func aProgramsOwnFunctionOrTypeOfTheNameRuns() throws {
        let (e, printed) = try refusal("""
        func pow(_ b: Int, _ e: Int) -> Int { e == 0 ? 1 : b * pow(b, e - 1) }
        final class UserDefaults { var values: [String: Int] = [:] }
        let d = UserDefaults()
        d.values["launches"] = pow(2, 3)
        print(d.values)
        """)
        #expect(e == nil)
        #expect(printed == ["[\"launches\": 8]\n"])
    }

    @Test func genericParametersAndNestedTypesOfTheNameRun() throws {
        let source = "struct Box<Data> { var data: Data }\nstruct Response { struct Data { let n: Int }; let data: Data }\n"
            + "protocol Store { associatedtype Data }\nprint(Box(data: 1).data, Response(data: .init(n: 2)).data.n)\n"
        let (e, printed) = try refusal(source)
        #expect(e == nil)
        #expect(printed == ["1 2\n"])
    }

    @Test func theNameOutsideTheGenericParametersScopeIsRefused() throws {
        try expectUnsupported("struct Box<Data> { var data: Data }\nlet d: Data? = nil", at: "t.swift:2:8", saying: "this part of Foundation")
        try expectUnsupported("func keep<Data: Encodable>(_ d: Data) {}", at: "t.swift:1:17", saying: "Codable, Encodable or Decodable")
    }

    @Test func aCodableConformanceRuns() throws {
        let (e, printed) = try refusal("struct U: Codable, Equatable { var n = 1 }\nprint(U() == U(n: 1))\n")
        #expect(e == nil)
        #expect(printed == ["true\n"])
    }
}

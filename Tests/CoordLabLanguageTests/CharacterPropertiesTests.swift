@testable import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Character's Unicode properties, as Swift's own `Character` reads them.
@Suite struct CharacterPropertiesTests {
    @Test func readsEachPropertyOfOneCharacter() {
        #expect(CharacterProperties.value("isNumber", of: "7").map { "\($0)" } == "\(Value.bool(true))")
        #expect(CharacterProperties.value("isLetter", of: "é").map { "\($0)" } == "\(Value.bool(true))")
        #expect(CharacterProperties.value("wholeNumberValue", of: "④").map { "\($0)" } == "\(Value.int(4))")
        #expect(CharacterProperties.value("hexDigitValue", of: "g").map { "\($0)" } == "\(Value.none)")
    }

    @Test func aStringOfOtherThanOneCharacterHasNone() {
        #expect(CharacterProperties.value("isNumber", of: "12") == nil)
        #expect(CharacterProperties.value("isNumber", of: "") == nil)
        #expect(CharacterProperties.value("count", of: "1") == nil)
    }

    @Test func programsReadThemThroughCharactersOfStrings() throws {
        #expect(try output(of: "let s = \"a1 B\"\nprint(s.filter { $0.isLetter }, s.compactMap { $0.wholeNumberValue }, Character(\"ß\").uppercased())\n")
                == "aB [1] SS\n")
    }

    @Test func aCharacterHasNoStringMembersAndAnyStringButOneCharacterTraps() throws {
        let (error, _) = try refusal("let c: Character = \"a\"\nprint(c.count)\n")
        #expect(error?.message == "value of type 'Character' has no member 'count'")
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        #expect(throws: (any Error).self) { try w.run(swift: "let s = \"ab\"\nprint(Character(s))\n", fileName: "t.swift") }
    }
}

import CoordLabSema
import Testing

/// Swift's spelling of the checker's types, as diagnostics print them.
@Suite struct SemaTypeTests {
    @Test func spellsTypesAsSwiftDoes() {
        #expect(SemaType.optional(.int).description == "Int?")
        #expect(SemaType.dictionary(.string, .array(.int)).description == "[String : [Int]]")
        #expect(SemaType.tuple([.init(label: "a", type: .int), .init(label: nil, type: .string)]).description == "(a: Int, String)")
        #expect(SemaType.optional(.function([.int], .bool)).description == "((Int) -> Bool)?")
        #expect(SemaType.void.description == "()")
    }

    @Test func unknownAnywhereMakesATypeUnknown() {
        #expect(SemaType.array(.int).isKnown)
        #expect(!SemaType.dictionary(.string, .unknown).isKnown)
    }
}

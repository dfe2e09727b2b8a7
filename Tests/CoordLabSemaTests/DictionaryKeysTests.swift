@testable import CoordLabSema
import Testing

/// A dictionary keyed by a class or struct of the program that is not Hashable is refused
/// in swiftc's words: at the type written (`[Money: Int]`, `Dictionary<K, V>`), or for a
/// literal whose keys make it so, at the literal.
@Suite struct DictionaryKeysTests {
    @Test func aKeyThatIsNotHashableIsRefused() {
        #expect(TypeCheckerTests.firstError("struct Money { let c: Int }\nlet d: [Money: Int] = [:]\nprint(d.count)")
            == "2:8: type 'Money' does not conform to protocol 'Hashable'")
        #expect(TypeCheckerTests.firstError("class K {}\nvar d: Dictionary<K, Int> = [:]\nprint(d.count)")
            == "2:8: type 'K' does not conform to protocol 'Hashable'")
        #expect(TypeCheckerTests.firstError("struct Money { let c: Int }\nlet d = [Money(c: 1): 2]\nprint(d.count)")
            == "2:9: generic struct 'Dictionary' requires that 'Money' conform to 'Hashable'")
    }

    @Test func hashableKeysAreAccepted() {
        for source in ["struct Money: Hashable { let c: Int }\nlet d: [Money: Int] = [Money(c: 1): 2]\nprint(d.count)",
                       "class K: NSObject {}\nvar d: [K: Int] = [:]\nprint(d.count)",
                       "enum E { case a }\nlet d = [E.a: 1]\nprint(d.count)"] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}

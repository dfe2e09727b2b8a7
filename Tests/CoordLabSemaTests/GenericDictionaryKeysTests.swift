@testable import CoordLabSema
import Testing

/// `[Key: Value]` keyed by a generic parameter nothing requires to be Hashable is refused
/// in swiftc's words at the dictionary type; a constrained one is not judged.
@Suite struct GenericDictionaryKeysTests {
    @Test func anUnconstrainedKeyIsRefused() {
        #expect(TypeCheckerTests.firstError("struct Cache<Key, Value> {\n    var storage: [Key: Value] = [:]\n}")
            == "2:18: type 'Key' does not conform to protocol 'Hashable'")
        #expect(TypeCheckerTests.firstError("func index<K, V>(_ pairs: [(K, V)]) -> [K: V] { [:] }")
            == "1:40: type 'K' does not conform to protocol 'Hashable'")
    }

    @Test func aConstrainedKeyIsNotJudged() {
        #expect(TypeCheckerTests.firstError("struct Cache<Key: Hashable, Value> {\n    var storage: [Key: Value] = [:]\n}") == nil)
        #expect(TypeCheckerTests.firstError("struct Cache<Key, Value> where Key: Hashable {\n    var storage: [Key: Value] = [:]\n}") == nil)
        #expect(TypeCheckerTests.firstError("struct Key {}\nstruct Box<T> {\n    var names: [String: T] = [:]\n}") == nil)
    }
}

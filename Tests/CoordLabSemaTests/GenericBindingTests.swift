@testable import CoordLabSema
import Testing

/// What the context binds a generic parameter to gives way to an argument of another type,
/// as in Swift; a literal argument takes the context's type, and a second argument that
/// disagrees is still a conflict.
@Suite struct GenericBindingTests {
    @Test func anArgumentOfAnotherTypeRebindsWhatTheContextBound() {
        var binding = GenericBinding()
        binding.bindFromContext(.optional(.parameter("T")), to: .named("Any"))
        binding.bind(.metatype(.parameter("T")), to: .metatype(.named("String")))
        #expect(binding.bindings["T"] == .named("String"))
        #expect(!binding.hasConflict)
    }

    @Test func anArgumentOfTheContextsTypeKeepsIt() {
        var binding = GenericBinding()
        binding.bindFromContext(.parameter("T"), to: .named("Double"))
        binding.bind(.parameter("T"), to: .named("Double"))
        #expect(binding.bindings["T"] == .named("Double"))
    }

    @Test func anArgumentOfTheWrappedTypeConvertsToTheContextsOptional() {
        var binding = GenericBinding()
        binding.bindFromContext(.parameter("T"), to: .optional(.named("Int")))
        binding.bind(.parameter("T"), to: .named("Int"))
        #expect(binding.bindings["T"] == .optional(.named("Int")))
        #expect(!binding.hasConflict)
    }

    @Test func aSecondArgumentThatDisagreesIsAConflict() {
        var binding = GenericBinding()
        binding.bindFromContext(.parameter("T"), to: .named("Any"))
        binding.bind(.parameter("T"), to: .named("Int"))
        binding.bind(.parameter("T"), to: .named("String"))
        #expect(binding.hasConflict)
    }
}

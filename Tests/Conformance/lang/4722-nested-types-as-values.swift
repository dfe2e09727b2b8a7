// A nested type named as a value (`Outer.Inner.self`) prints its own name, as Swift's runtime does; String(reflecting:) gives the whole path
enum Onboarding {
    struct Step { var index: Int }
    final class Flow {}
    enum Outcome { case finished, skipped }
    struct Page { enum Kind { case intro, terms } }
}

struct Settings {
    struct Section {}
    typealias Row = String
}

print(Onboarding.Step.self, Onboarding.Flow.self, Onboarding.Outcome.self)
print(Onboarding.Page.self, Onboarding.Page.Kind.self)
print(String(describing: Settings.Section.self), String(reflecting: Settings.Section.self))
print(String(reflecting: Onboarding.Page.Kind.self), String(reflecting: Onboarding.Flow.self))
print("\(Onboarding.Step.self) / \(Onboarding.Outcome.self)")
let kinds: [Any.Type] = [Onboarding.Step.self, Settings.Section.self, Settings.Row.self]
print(kinds.map { "\($0)" })
print(type(of: Onboarding.Step.self), type(of: Onboarding.Step(index: 1)))
debugPrint(Onboarding.Outcome.self)
print(Onboarding.Step.self == Onboarding.Step.self, Settings.Row.self == String.self)

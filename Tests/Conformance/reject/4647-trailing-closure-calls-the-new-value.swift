// A trailing closure after an initializer of a type with callAsFunction, which Swift hands to the new value's callAsFunction
// expect-error: a trailing closure after 'Validator(…)' that calls the new value's 'callAsFunction'
struct Validator {
    var minimum: Int
    init(_ minimum: Int = 3) { self.minimum = minimum }
    func callAsFunction(_ text: () -> String) -> Bool { text().count >= minimum }
}
print(Validator(2) { "abc" })

// a generic function that dumps its T is refused an Optional argument: dump shows an Optional's wrapper, which coordlab does not keep inside generic code
// expect-error: coordlab does not support Optional generic arguments ('T' would be 'Int?')
// expect-line: 8
func inspect<T>(_ value: T) {
    dump(value)
}
let badge: Int? = 3
inspect(badge)
inspect(4)

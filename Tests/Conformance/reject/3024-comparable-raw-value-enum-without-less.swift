// an enum with a raw type gets no synthesized '<': declaring Comparable without one is swiftc's error before the program runs, where it stopped at the first comparison
// expect-error: type 'Level' does not conform to protocol 'Comparable'
// expect-line: 4
enum Level: Int, Comparable {
    case debug = 0, info, error
}
print("start")
print(Level.debug < .error)

// REJECT: observers on a local variable inside a function are outside coordlab's subset
// expect-error: does not support
// expect-error: local
// expect-line: 6
func countTaps() {
    var taps = 0 {
        didSet { print("taps \(taps)") }
    }
    taps += 1
    taps += 1
}

countTaps()
print("done")

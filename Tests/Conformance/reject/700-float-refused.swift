// Float32 and Float16 are refused before the program runs (Float itself runs), in words that say so.
// expect-error: does not support the name Float32
// expect-line: 7
struct Gauge {
    var level: Float = 0.5
}
let ratio: Float32 = 1
print(Gauge().level, ratio / 3)

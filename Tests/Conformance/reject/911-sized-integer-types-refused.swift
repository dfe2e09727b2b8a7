// integer types other than Int are refused before the program runs, in words that say so (not "cannot find 'UInt8' in scope")
// expect-error: does not support integer types other than Int yet
// expect-line: 8
final class Pixel {
    var red = 0
    deinit { print("Pixel deinit") }
}
let level: UInt8 = 200
let pixel = Pixel()
pixel.red = Int(level)
print(pixel.red)

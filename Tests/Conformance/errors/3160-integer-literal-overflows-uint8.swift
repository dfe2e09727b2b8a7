// ERRORS: a literal past UInt8.max stored into a UInt8 is swiftc's compile error, before anything runs
final class Pixel {
    var red: UInt8 = 0
    deinit { print("Pixel deinit") }
}
let pixel = Pixel()
print("before")
pixel.red = 200
pixel.red = 300
print(pixel.red)

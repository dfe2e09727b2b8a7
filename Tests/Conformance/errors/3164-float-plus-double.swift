// ERRORS: a Float and a Double do not mix without a conversion, in swiftc's words
struct Fade {
    var alpha: Float = 1
    let step = 0.25
}
var fade = Fade()
print(fade.alpha)
print(fade.alpha - fade.step)
print("never")

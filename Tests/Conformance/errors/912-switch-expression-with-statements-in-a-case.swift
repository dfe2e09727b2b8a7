// ERRORS: a switch expression whose case runs statements before its value is refused in swiftc's words
enum Step { case start, finish(Int) }

let step = Step.finish(3)
let message = switch step {
case .start: "starting"
case .finish(let n):
    print("finishing")
    "finished \(n)"
}
print(message)

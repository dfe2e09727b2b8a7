// @autoclosure arguments of global and local functions read the variables they name when called, not when the call is made
var unreadMessages = 0
func receive() { unreadMessages += 10 }
func badge(_ count: @autoclosure () -> Int) -> String {
    receive()
    return "badge \(count())"
}
print(badge(unreadMessages))
print(badge(unreadMessages + 1))

struct Progress { var done = 3 }

func screens() {
    var visible = 1
    var progress = Progress()
    func logTwice(_ value: @autoclosure () -> Int, around change: () -> Void) {
        print("before", value())
        change()
        print("after", value())
    }
    func push() { visible += 1 }
    logTwice(visible, around: push)
    logTwice(visible * 2) { visible = 7 }
    logTwice(progress.done) { progress.done = 9 }
    print("visible", visible, "done", progress.done)
}
screens()

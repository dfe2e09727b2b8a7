// a local closure that is only called dies after its last call (swiftc keeps it on the stack), so what its capture list copied goes then; passed or stored, it lives to the end of its scope
final class Screen {
    let title: String
    init(_ title: String) { self.title = title; print("make \(title)") }
    deinit { print("free \(title)") }
}
final class Holder { var action: (() -> Void)? }

final class DetailCoordinator {
    var screen: Screen? = Screen("detail")
    func finish() {
        let report = { [screen] in print("reporting", screen?.title ?? "none") }
        screen = nil
        report()
        print("finished")
    }
}
DetailCoordinator().finish()

func onlyCalled() {
    let log = { [banner = Screen("banner")] in print("log", banner.title) }
    log()
    log()
    print("end of onlyCalled")
}
func calledInALoop() {
    let tick = { [clock = Screen("clock")] in print("tick", clock.title) }
    for _ in 0..<2 { tick() }
    print("end of calledInALoop")
}
func neverCalled() {
    let unused = { [spare = Screen("spare")] in print(spare.title) }
    print("unused closure made")
    _ = unused
    print("end of neverCalled")
}
func stored() -> Holder {
    let holder = Holder()
    let action = { [badge = Screen("badge")] in print("action", badge.title) }
    action()
    holder.action = action
    print("end of stored")
    return holder
}
func passed() {
    let each = { [row = Screen("row")] (n: Int) in print(row.title, n) }
    [1, 2].forEach(each)
    print("end of passed")
}
func insideAnExpression() {
    let measure = { [ruler = Screen("ruler")] (text: String) -> Int in text.count + ruler.title.count }
    print("measured", measure("home"))
    print("end of insideAnExpression")
}
onlyCalled()
insideAnExpression()
calledInALoop()
neverCalled()
stored().action?()
passed()

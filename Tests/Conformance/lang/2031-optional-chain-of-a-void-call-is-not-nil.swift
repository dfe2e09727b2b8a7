// An optional chain ending in a Void call gives Optional(()) when it ran: ?? skips its fallback (it ran it)
protocol Renderer: AnyObject { func render(_ frame: Int) }
final class Screen: Renderer {
    func render(_ frame: Int) { print("render", frame) }
    deinit { print("screen gone") }
}
final class Loop {
    weak var renderer: Renderer?
    var onTick: ((Int) -> Void)?
    func tick(_ n: Int) {
        renderer?.render(n) ?? print("nothing to render", n)
        if onTick?(n) == nil { print("no tick handler", n) }
    }
}

let loop = Loop()
do {
    let screen = Screen()
    loop.renderer = screen
    loop.tick(1)
    loop.onTick = { print("tick", $0) }
    loop.tick(2)
}
loop.tick(3)
print((loop.onTick?(4)) as Any, loop.onTick?(5) == nil)
var counter: [Int]? = [1]
print((counter?.append(2)) as Any, counter ?? [])
counter = nil
print((counter?.append(3)) as Any)

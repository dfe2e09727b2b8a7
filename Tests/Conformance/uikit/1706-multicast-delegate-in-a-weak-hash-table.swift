// A multicast delegate kept in NSHashTable<AnyObject>.weakObjects(): listeners are not kept alive, one that dies drops out of allObjects at once, removing and re-adding works by identity, and a strong table keeps its listeners until it goes.
// prelude: uikit
protocol PlayerObserver: AnyObject {
    func player(_ player: Player, didChange state: String)
}
final class Player {
    private let observers = NSHashTable<AnyObject>.weakObjects()
    func addObserver(_ observer: PlayerObserver) { observers.add(observer) }
    func removeObserver(_ observer: PlayerObserver) { observers.remove(observer) }
    func change(to state: String) {
        print("state \(state) to \(observers.allObjects.count) observers")
        for case let observer as PlayerObserver in observers.allObjects {
            observer.player(self, didChange: state)
        }
    }
    deinit { print("deinit Player") }
}
final class MiniPlayerView: PlayerObserver {
    let name: String
    init(_ name: String) { self.name = name }
    func player(_ player: Player, didChange state: String) { print("  \(name) sees \(state)") }
    deinit { print("deinit \(name)") }
}
let player = Player()
var mini: MiniPlayerView? = MiniPlayerView("mini")
let lockScreen = MiniPlayerView("lock screen")
var nowPlaying: MiniPlayerView? = MiniPlayerView("now playing")
player.addObserver(mini!)
player.addObserver(lockScreen)
player.addObserver(nowPlaying!)
player.addObserver(lockScreen)
player.change(to: "playing")
mini = nil
player.change(to: "paused")
player.removeObserver(lockScreen)
player.change(to: "stopped")
player.addObserver(lockScreen)
player.change(to: "playing again")
let strong = NSHashTable<AnyObject>.strongObjects()
strong.add(nowPlaying)
strong.add(nil)
nowPlaying = nil
print("strong table keeps it:", strong.contains(strong.anyObject), strong.allObjects.count)
strong.removeAllObjects()
print("end")

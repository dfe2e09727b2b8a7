// REJECT: a variable holding a Void value (here an optional chain's Void?) is refused before anything runs
// expect-error: does not support storing a Void value
// expect-line: 8
final class Player { func play() { print("playing") } }
var player: Player? = Player()
print("start")
player?.play()
let played: Void? = player?.play()
print(played as Any)

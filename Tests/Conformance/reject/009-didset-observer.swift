// REJECT: property observers (didSet) are outside coordlab's subset
// expect-error: does not support
// expect-error: didSet
// expect-line: 7
class Player {
    let name = "kim"
    var score = 0 { didSet { print("score changed to \(score)") } }
}

let player = Player()
player.score = 3
print(player.score)
print(player.name)

// LANG: a didSet observer on a stored property runs after each assignment from outside the class
class Player {
    let name = "kim"
    var score = 0 { didSet { print("score changed to \(score)") } }
}

let player = Player()
player.score = 3
print(player.score)
print(player.name)

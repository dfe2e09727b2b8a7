// LANG: willSet/didSet on stored properties of a class: newValue, oldValue, custom names, not run by the declaring init
class Player {
    let name: String
    var score = 0 {
        willSet { print("\(name) score will change from \(score) to \(newValue)") }
        didSet { print("\(name) score changed from \(oldValue) to \(score)") }
    }
    var level: Int {
        willSet(next) { print("level will be \(next)") }
        didSet(previous) {
            print("level was \(previous)")
            if level > 10 { level = 10 }
        }
    }
    var title = "rookie" { didSet { print("title is now \(title)") } }
    init(name: String) {
        self.name = name
        level = 1
        score = 5
        print("init done, score \(score)")
    }
    func win() {
        score += 10
        title = "winner"
    }
}

let p = Player(name: "kim")
p.score = 3
p.level = 4
p.level = 42
print("level \(p.level)")
p.win()
p.score += 1
var others = [Player(name: "lee")]
others[0].score = 8
print(p.score, p.title, others[0].score)

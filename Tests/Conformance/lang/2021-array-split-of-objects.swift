// split of class instances: the parts share the array's objects, released after the last part goes
class Frame {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit", n) }
}

func cutScenes() {
    var film = [Frame(1), Frame(0), Frame(2), Frame(3), Frame(0)]
    let scenes = film.split { $0.n == 0 }
    print(scenes.map { $0.map { $0.n } })
    film.removeAll()
    print("film cleared", scenes.count)
}
cutScenes()
print("after")

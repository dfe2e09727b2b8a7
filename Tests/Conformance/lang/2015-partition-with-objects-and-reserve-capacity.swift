// partition(by:) moves class instances without copying them; reserveCapacity changes nothing printed
class Task {
    let id: Int
    let done: Bool
    init(_ id: Int, done: Bool) { self.id = id; self.done = done }
    deinit { print("deinit", id) }
}

func organise() {
    var tasks: [Task] = []
    tasks.reserveCapacity(10)
    for i in 1...5 { tasks.append(Task(i, done: i % 2 == 0)) }
    let firstDone = tasks.partition { $0.done }
    print(firstDone, tasks.map { $0.id })
    tasks.removeSubrange(firstDone...)
    print(tasks.map { $0.id })
    tasks.reserveCapacity(0)
    print("leaving", tasks.count)
}
organise()
print("done")

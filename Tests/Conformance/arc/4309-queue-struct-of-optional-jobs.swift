// Queue struct of optional jobs: class payloads released as the queue changes
final class Job {
    let id: Int
    init(_ id: Int) { self.id = id; print("make job \(id)") }
    deinit { print("end job \(id)") }
}
struct Pending<Element> {
    var head: Element
    var tail: Element
    mutating func shift(_ next: Element) {
        head = tail
        tail = next
    }
}
enum Step<Input> {
    case start(Input)
    case stop
}
do {
    var q = Pending<Job?>(head: Job(1), tail: nil)
    q.shift(Job(2))
    print("shifted once")
    q.shift(nil)
    print("shifted twice", q.head?.id ?? 0)
    var steps: [Step<Job?>] = [.start(Job(3)), .start(nil), .stop]
    steps.removeFirst()
    print("removed", steps.count)
    steps = []
    print("emptied")
}
print("done")

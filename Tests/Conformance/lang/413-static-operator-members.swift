// A type's own static operators: `a + b` and `a < b` call the ones the left operand's type declares, with an implicit member on the left and a literal on the right.

struct Deadline {
    let seconds: Double

    static func now() -> Deadline {
        return Deadline(seconds: 10)
    }

    static func + (deadline: Deadline, delay: Double) -> Deadline {
        print("Deadline + \(delay)")
        return Deadline(seconds: deadline.seconds + delay)
    }

    static func < (lhs: Deadline, rhs: Deadline) -> Bool {
        return lhs.seconds < rhs.seconds
    }
}

final class Box {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Box(\(name)) deinit") }
}

struct Pair {
    let first: Box

    static func + (pair: Pair, box: Box) -> [Box] {
        return [pair.first, box]
    }
}

func schedule(at deadline: Deadline) {
    print("scheduled at \(deadline.seconds)")
}

schedule(at: .now() + 2)
let later = Deadline(seconds: 1) + 0.5
print(later.seconds)
print(Deadline.now() < later, later < .now())
let boxes = Pair(first: Box("a")) + Box("b")
print(boxes.map { $0.name })

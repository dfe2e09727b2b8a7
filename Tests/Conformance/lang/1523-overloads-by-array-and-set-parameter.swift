// f(_: [Int]) beside f(_: Set<String>): an array literal of strings calls the Set overload, one of integers the array one.
final class TagFilter {
    var log: [String] = []

    func apply(_ ids: [Int]) {
        log.append("ids \(ids.count)")
    }

    func apply(_ tags: Set<String>) {
        log.append("tags \(tags.sorted())")
    }
}

func show(_ values: [Int]) { print("array", values) }
func show(_ values: Set<String>) { print("set", values.sorted()) }

show(["swift", "ios", "swift"])
show([3, 1])
let filter = TagFilter()
filter.apply(["ui", "arc"])
filter.apply([1, 2, 3])
print(filter.log)

/// Swift's task priorities, which `Task(priority:)` and `Task.detached(priority:)` take.
/// The run loop runs tasks in the order they were queued, so a priority orders nothing
/// here; it is kept for code that names one.
struct TaskPriority: Equatable, CustomStringConvertible {
    /// Swift's number for the priority.
    let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    static let high = TaskPriority(rawValue: 25)
    static let medium = TaskPriority(rawValue: 21)
    static let low = TaskPriority(rawValue: 17)
    static let userInitiated = TaskPriority(rawValue: 25)
    static let utility = TaskPriority(rawValue: 17)
    static let background = TaskPriority(rawValue: 9)

    /// As Swift prints one: `TaskPriority.high`.
    var description: String {
        switch rawValue {
        case 25: return "TaskPriority.high"
        case 21: return "TaskPriority.medium"
        case 17: return "TaskPriority.low"
        case 9: return "TaskPriority.background"
        default: return "TaskPriority(rawValue: \(rawValue))"
        }
    }
}

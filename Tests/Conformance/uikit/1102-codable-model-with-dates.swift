// A Codable model holding Dates (Foundation's Date is Codable) runs as a plain value: a reminder list sorted and filtered by virtual time
// prelude: uikit
struct Reminder: Codable, Equatable {
    var title: String
    var due: Date
    var snoozed: [Date] = []
    var done: Date?
}

final class RemindersViewModel {
    private(set) var reminders: [Reminder] = []
    func add(_ title: String, inSeconds seconds: TimeInterval) {
        reminders.append(Reminder(title: title, due: Date().addingTimeInterval(seconds)))
    }
    var overdue: [String] { reminders.filter { $0.due.timeIntervalSinceNow < 0 && $0.done == nil }.map(\.title) }
    deinit { print("view model gone with", reminders.count) }
}

var model: RemindersViewModel? = RemindersViewModel()
model?.add("call", inSeconds: 2)
model?.add("write", inSeconds: 0.5)
model?.add("read", inSeconds: 10)
RunLoop.main.run(until: Date().addingTimeInterval(3))
print(model?.overdue ?? [], model?.reminders.sorted { $0.due.timeIntervalSince($1.due) < 0 }.map(\.title) ?? [])
print(model?.reminders[0] == model?.reminders[0], model?.reminders[0].snoozed.isEmpty ?? false)
model = nil

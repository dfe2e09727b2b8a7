// @Published of a struct and of an Optional class instance: the subject keeps the current value (the instance stays alive through it), and a nil sends nil.
// prelude: uikit

struct Filters: Equatable {
    var text = ""
    var onlyUnread = false
}

final class Account {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Account \(name) deinit") }
}

final class MailboxViewModel {
    @Published var filters = Filters()
    @Published var account: Account? = Account("work")
}

let mailbox = MailboxViewModel()
var seen: [String] = []
let a = mailbox.$filters.sink { seen.append("\($0.text)|\($0.onlyUnread)") }
let b = mailbox.$account.map { $0?.name ?? "signed out" }.sink { seen.append($0) }
mailbox.filters.text = "invoice"
mailbox.filters.onlyUnread.toggle()
mailbox.account = Account("home")
mailbox.account = nil
print(seen)
withExtendedLifetime((a, b)) {}

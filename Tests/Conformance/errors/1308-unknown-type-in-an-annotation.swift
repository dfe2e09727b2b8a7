// A variable annotation naming a type nothing declares (Foo?) is refused before the program runs, not run with nil.
final class Inbox {
    var unread = 2
    deinit { print("Inbox deinit") }
}
func check(_ inbox: Inbox) -> Bool {
    let selected: Foo? = nil
    return selected == nil && inbox.unread > 0
}
var inbox: Inbox? = Inbox()
print(check(inbox!))
inbox = nil

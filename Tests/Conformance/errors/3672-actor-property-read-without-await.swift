// an async function reads an actor's variable property without await: swiftc says it cannot be accessed from outside of the actor
actor Inbox {
    var unread = 3
    let owner: String
    init(owner: String) { self.owner = owner }
    func markRead() { unread = 0 }
}
func badge(for inbox: Inbox) async -> String {
    print("badge for", inbox.owner)
    return "\(inbox.unread) unread"
}

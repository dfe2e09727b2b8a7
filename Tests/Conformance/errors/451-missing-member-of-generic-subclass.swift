// A member that neither a generic class nor its generic superclass declares is refused in swiftc's words.
class Store<Item> {
    var items: [Item] = []
    func add(_ item: Item) { items.append(item) }
}
final class Inbox<Message>: Store<Message> {
    func latest() -> Message? { items.last }
}
let inbox = Inbox<String>()
inbox.add("hi")
print(inbox.latest() ?? "-", inbox.count)

// A call with an argument the function does not take is refused at that argument.
func makeTitle(for name: String, count: Int = 0) -> String {
    count == 0 ? name : "\(name) (\(count))"
}
print(makeTitle(for: "Inbox"))
print(makeTitle(for: "Inbox", count: 3, unread: true))

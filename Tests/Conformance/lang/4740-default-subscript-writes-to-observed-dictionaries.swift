// `counts[key, default: 0] += 1` and `groups[key, default: []].append(x)` on a dictionary property with observers run its didSet once per statement, with the dictionary before and after, as Swift's get-modify-set does; the default put in only for a missing key
final class Message {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("Message \(id) deinit") }
}

final class InboxViewModel {
    var unread: [String: Int] = [:] {
        didSet { print("unread", oldValue.values.reduce(0, +), "->", unread.values.reduce(0, +)) }
    }
    var threads: [String: [Message]] = [:] {
        didSet { print("threads now", threads.keys.sorted(), threads.values.map(\.count).sorted()) }
    }
    func receive(_ m: Message, in thread: String) {
        unread[thread, default: 0] += 1
        threads[thread, default: []].append(m)
    }
    deinit { print("InboxViewModel deinit") }
}

do {
    let vm = InboxViewModel()
    vm.receive(Message(1), in: "kim")
    vm.receive(Message(2), in: "kim")
    vm.unread["lee", default: 5] -= 1
    vm.threads["lee", default: [Message(3)]].append(Message(4))
    print(vm.unread["kim"] ?? 0, vm.unread["lee"] ?? 0, vm.threads["lee"]!.map(\.id))
    vm.threads = ["lee": vm.threads["lee"]!]
    print("kept lee")
    vm.threads = [:]
    print("cleared")
}

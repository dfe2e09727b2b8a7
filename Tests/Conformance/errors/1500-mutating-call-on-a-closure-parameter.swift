// A closure's typed parameter is a constant: appending to it is refused in swiftc's words, at the method's name.
final class HistoryViewModel {
    var entries: [String] = []
    var onRecord: (([String]) -> Void)?

    func record(_ title: String) {
        entries.append(title)
        onRecord?(entries)
    }
}

let model = HistoryViewModel()
let keepLast = { (titles: [String]) in
    titles.append("end")
    print(titles.count)
}
model.onRecord = keepLast
model.record("home")

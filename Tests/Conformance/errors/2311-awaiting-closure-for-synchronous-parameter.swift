// a closure that awaits, passed where the function takes a synchronous closure: swiftc refuses the async closure at its brace
final class Downloader {
    func size(of name: String) async -> Int { name.count * 10 }
}

func eachName(_ names: [String], _ body: (String) -> Void) {
    for n in names { body(n) }
}

func report(using downloader: Downloader) async {
    var total = 0
    eachName(["a", "bb"]) { name in
        total += await downloader.size(of: name)
    }
    print(total)
}
await report(using: Downloader())

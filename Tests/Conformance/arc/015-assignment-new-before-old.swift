// ARC: on assignment the new value is created first, then the old value is released
class Page {
    let n: Int
    init(_ n: Int) {
        self.n = n
        print("init \(n)")
    }
    deinit { print("deinit \(n)") }
}

var page = Page(1)
page = Page(2)
print("now \(page.n)")
var maybe: Page? = Page(3)
maybe = Page(4)
print("maybe \(maybe!.n)")
do {
    var local = Page(5)
    print("local \(local.n)")
    local = Page(6)
    print("local \(local.n)")
}
var alias = page
page = Page(7)
print("alias still \(alias.n)")
alias = page
print("end")

// ERRORS: the loop variable has the array's element type
struct Tab {
    let title: String
    let badge: Int
}
let tabs = [Tab(title: "Feed", badge: 0), Tab(title: "Inbox", badge: 3)]
for tab in tabs where tab.badge > 0 {
    print(tab.title, tab.count)
}

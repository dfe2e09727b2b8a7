// A write into a struct reached through a get-only 'first' (optional chaining or a force unwrap) is swiftc's error at the written property: the element is a copy
struct Tab { var badge = 0 }
struct TabBarState { var tabs = [Tab(), Tab()] }
var state = TabBarState()
print("before", state.tabs.map(\.badge))
state.tabs.first?.badge = 3
print("after", state.tabs.map(\.badge))

// String.debugDescription, debugPrint and strings inside printed collections escape quotes, apostrophes, backslashes and control characters as Swift does
let title = "Don't \"panic\" \\ now"
print(title.debugDescription)
debugPrint(title)
print([title, "tab\there"])
print(["key's": "value\u{7}"])
let names: [String?] = ["O'Brien", nil]
print(names)
print(String(reflecting: "line\nbreak"), "\u{1B}[0m".debugDescription)
let greeting = "héllo 👋"
debugPrint(greeting, greeting.count)

// ERRORS: adding an Int to a Double needs a conversion, in swiftc's words
let count = [1, 2, 3].count
let average = 2.5
let spread = count * average
print(spread)

// ERRORS: an array literal mixing a UInt8 and a float literal, given to a variable without a type, is refused in swiftc's words
let limit: UInt8 = 10
print(limit)
let levels = [UInt8(1), 2.5, limit]
print(levels.count)

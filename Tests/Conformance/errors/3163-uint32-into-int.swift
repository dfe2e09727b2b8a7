// ERRORS: a UInt32 stored where an Int is declared is swiftc's compile error: Swift converts no integer implicitly
let flags: UInt32 = 0b1010
let mask: UInt32 = 0b0010
let both = flags & mask
print(both)
let count: Int = both
print(count)
func twice(_ n: Int) -> Int { n * 2 }
print(twice(3))
print("never")

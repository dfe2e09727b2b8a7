// prefix { } with a trailing closure takes the leading run as prefix(while:) does (it gave [])
let latencies = [12, 18, 25, 140, 30, 9]
print(latencies.prefix { $0 < 100 })
print(latencies.prefix(while: { $0 < 100 }))
print(latencies.prefix { $0 > 1000 }, latencies.prefix { _ in true }.count)
let fast = latencies.prefix { ms in ms < 20 }
print(fast, fast.endIndex)
let none: [Int] = []
print(none.prefix { $0 > 0 })
for x in latencies.dropFirst().prefix { $0 != 140 } { print("early", x) }

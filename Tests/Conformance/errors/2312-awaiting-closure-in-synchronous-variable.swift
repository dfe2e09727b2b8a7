// a closure that awaits, stored in a variable declared with a synchronous function type: swiftc refuses the conversion
func fetchCount() async -> Int { 4 }

final class Badge {
    var count = 0
    var refresh: () -> Void = {}
}

let badge = Badge()
let refresh: () -> Void = {
    let n = await fetchCount()
    print("count \(n)")
}
badge.refresh = refresh
badge.refresh()

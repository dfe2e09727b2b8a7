// ERRORS: a closure of several statements whose first return is an integer literal returns Ints, so a Double returned later is swiftc's error
let xs = [1.5, -2.0, 3.25]
print("start")
let adjusted = xs.map { x in
    if x < 0 { return -1 }
    let y = x * 2
    return y
}
print(adjusted)

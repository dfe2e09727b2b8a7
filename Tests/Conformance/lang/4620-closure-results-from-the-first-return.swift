// Closures of several statements without a written result: the first value returned gives the type, and an integer literal returned after a Double is a Double (clamps, shape areas, nested maps)
let xs = [1.5, -2.0, 3.25]
let clamped = xs.map { x in
    let limit = 2.0
    if x > limit { return limit }
    if x < 0 { return 0 }
    return x
}
print(clamped)
let ints = [1, 2, 3].map { n in
    if n == 2 { return 0 }
    return n * 10
}
print(ints)
let nested = [[1.0], []].map { row -> [Double] in
    row.map { v in
        if v > 0 { return v }
        return 0
    }
}
print(nested)
let cg = xs.compactMap { x -> Double? in
    guard x > 0 else { return nil }
    return x
}
print(cg)
enum Shape { case circle(r: Double), rect(w: Double, h: Double) }
let shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3)]
print(shapes.map { if case .circle(let r) = $0 { return r } else { return 0 } })

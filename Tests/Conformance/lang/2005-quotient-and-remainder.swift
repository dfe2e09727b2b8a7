// Int.quotientAndRemainder(dividingBy:): labelled tuple, negative operands, destructuring
let seconds = 3725
let (minutes, secs) = seconds.quotientAndRemainder(dividingBy: 60)
let (hours, mins) = minutes.quotientAndRemainder(dividingBy: 60)
print("\(hours)h \(mins)m \(secs)s")

let r = 17.quotientAndRemainder(dividingBy: 5)
print(r.quotient, r.remainder)
print(r)
print((-17).quotientAndRemainder(dividingBy: 5))
print(17.quotientAndRemainder(dividingBy: -5), (-17).quotientAndRemainder(dividingBy: -5))
print(0.quotientAndRemainder(dividingBy: 3), 3.quotientAndRemainder(dividingBy: 7))

func pages(for items: Int, perPage: Int) -> Int {
    let split = items.quotientAndRemainder(dividingBy: perPage)
    return split.remainder == 0 ? split.quotient : split.quotient + 1
}
for n in [0, 9, 10, 11] { print(n, pages(for: n, perPage: 10)) }

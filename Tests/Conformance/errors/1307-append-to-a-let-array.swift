// append and round on 'let' constants (an array, a Double) are refused in swiftc's words.
func totals() -> [Double] {
    let prices = [1.5, 2.25]
    var all = prices
    all.append(3)
    prices.append(4)
    let rate = 2.5
    rate.round()
    return all
}
print(totals())

// String(format:) is refused before the run: printf-style formatting is not modelled (round the value and interpolate it meanwhile)
// expect-error: does not support 'String(format:_:)' yet
// expect-line: 6
struct PriceLabel {
    let amount: Double
    var text: String { String(format: "$%.2f", amount) }
}

print("price")
print(PriceLabel(amount: 4.5).text)

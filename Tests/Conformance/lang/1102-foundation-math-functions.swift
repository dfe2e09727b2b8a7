// Foundation's C math functions (floor here) run in a file importing Foundation
import Foundation
struct GridLayout {
    let itemWidth: Double
    let spacing: Double

    func columns(in width: Double) -> Int {
        let fit = floor((width + spacing) / (itemWidth + spacing))
        return max(1, Int(fit))
    }
}

print("layout")
let grid = GridLayout(itemWidth: 100, spacing: 8)
print(grid.columns(in: 375), grid.columns(in: 50))

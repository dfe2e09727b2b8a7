// a C math function given an Int is swiftc's error: no overload takes one
import Foundation
let count = 16
print("start")
print(sqrt(count))

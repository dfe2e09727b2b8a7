// an Optional given to String(format:) is refused as swiftc refuses it: it is not a CVarArg until unwrapped
import Foundation
struct Badge { var unread: Int? }
let badge = Badge(unread: 3)
print(String(format: "%d unread", badge.unread))

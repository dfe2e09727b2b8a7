// ERRORS: expressions inside string interpolation are checked too
final class Badge { var count = 3 }
let badge = Badge()
print("badge: \(badge.count)")
print("badge: \(badge.value)")

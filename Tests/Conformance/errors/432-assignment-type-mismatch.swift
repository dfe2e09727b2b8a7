// ERRORS: a property assigned a value of another type
final class Badge { var count = 0 }
let badge = Badge()
badge.count = 3
badge.count = "three"

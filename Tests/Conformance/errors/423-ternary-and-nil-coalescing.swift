// ERRORS: ?? and ?: keep the type of their operands
final class Theme { var tint = "blue" }
let custom: Theme? = nil
let theme = custom ?? Theme()
print(theme.tint)
let other = custom != nil ? custom! : Theme()
print(other.tnit)

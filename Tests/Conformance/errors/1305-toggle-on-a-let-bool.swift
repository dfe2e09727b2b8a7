// A mutating member of a standard value (Bool.toggle) called on a 'let' constant is refused, not run.
final class Switch {
    var isOn = false
    deinit { print("Switch deinit") }
}
let control = Switch()
control.isOn.toggle()
print(control.isOn)
let isLocked = true
isLocked.toggle()
print(isLocked)

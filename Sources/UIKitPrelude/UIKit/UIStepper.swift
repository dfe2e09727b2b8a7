/// A stepper: a control whose value goes up and down by `stepValue` within its bounds.
public class UIStepper: UIControl {
    var value = 0.0
    var minimumValue = 0.0
    var maximumValue = 100.0
    var stepValue = 1.0
    var wraps = false
    var autorepeat = true
}

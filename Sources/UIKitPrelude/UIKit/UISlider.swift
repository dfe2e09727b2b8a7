/// A slider: a control whose value runs from `minimumValue` to `maximumValue`.
public class UISlider: UIControl {
    var value: Float = 0
    var minimumValue: Float = 0
    var maximumValue: Float = 1
    var isContinuous = true

    /// Sets the value, kept within the bounds as UIKit keeps it.
    func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }
}

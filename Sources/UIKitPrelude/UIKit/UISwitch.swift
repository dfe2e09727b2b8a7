/// An on/off switch: a control whose value is `isOn`.
public class UISwitch: UIControl {
    var isOn = false
    var onTintColor: UIColor?
    var thumbTintColor: UIColor?

    func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// The device's screen: `UIScreen.main.bounds` sizes a window.
public class UIScreen: NSObject {
    static let main = UIScreen()
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

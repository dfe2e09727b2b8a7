/// The kinds of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

/// The device the app runs on: always an iPhone here.
public class UIDevice: NSObject {
    static let current = UIDevice()
    let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    let name = "iPhone"
    let model = "iPhone"
    let systemName = "iOS"
    let systemVersion = "17.0"
}

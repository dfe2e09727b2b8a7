/// The kinds of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

/// The device the app runs on: always an iPhone, on iOS 26.0 (what `#available` checks
/// are decided for).
public class UIDevice: NSObject {
    static let current = UIDevice()
    let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    let name = "iPhone"
    let model = "iPhone"
    let systemName = "iOS"
    let systemVersion = "26.0"
}

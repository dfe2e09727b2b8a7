/// A kind of activity a share sheet offers (UIKit's `UIActivity.ActivityType`).
public struct UIActivityType: Hashable {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    static let airDrop = UIActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    static let copyToPasteboard = UIActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    static let mail = UIActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    static let message = UIActivityType(rawValue: "com.apple.UIKit.activity.Message")
    static let print = UIActivityType(rawValue: "com.apple.UIKit.activity.Print")
    static let saveToCameraRoll = UIActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    static let addToReadingList = UIActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    static let assignToContact = UIActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    static let postToFacebook = UIActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
    static let postToTwitter = UIActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
}

/// A service a share sheet offers besides the system's.
public class UIActivity: NSObject {
    public typealias ActivityType = UIActivityType

    var activityType: UIActivityType? {
        return nil
    }

    var activityTitle: String? {
        return nil
    }
}

/// The share sheet. It keeps the shared items and its completion handler strongly (and so
/// what the handler captures) until it is released. Presented as a sheet; when the user
/// swipes it away, the handler runs with no activity and `completed` false.
public class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivityType?, Bool, [Any]?, Error?) -> Void

    /// Strong: what is shared.
    let __activityItems: [Any]
    /// Strong.
    let __applicationActivities: [UIActivity]?
    /// Strong: the handler and what it captures.
    var completionWithItemsHandler: CompletionWithItemsHandler?
    var excludedActivityTypes: [UIActivityType]?

    init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        __activityItems = activityItems
        __applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        __activityItems = []
        __applicationActivities = nil
        super.init(coder: coder)
    }

    /// The user cancelled the sheet by swiping it away.
    override func __didEndSwipeDismissal() {
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}

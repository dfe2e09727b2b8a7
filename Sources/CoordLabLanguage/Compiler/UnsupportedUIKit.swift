/// The UIKit (and companion frameworks') types an iOS project names that the UIKit
/// stand-ins do not model, refused before a program runs through `UnsupportedFrameworks`
/// in words that say coordlab lacks them: "cannot find type 'UINib' in scope" would
/// tell the user their Swift is wrong. A program (or a later prelude) declaring the name
/// itself runs.
enum UnsupportedUIKit {
    /// Why each part is missing, and what to do meanwhile.
    static let reasons: [String: String] = [
        "storyboards": "nibs and segues yet (UINib, UIStoryboardSegue): there are no storyboard or nib files here; make each screen in code (`HomeViewController()`, with `loadView()` for its own view), or from a `UIStoryboard` by its class name",
        "UIKit views": "this UIKit type yet: the stand-ins model the controllers, navigation, presentation, tab bars, tables, collections, alerts, controls and callbacks that decide lifetimes; leave this type out, or declare a stand-in class of that name",
        "companion frameworks": "this framework's controllers yet (SafariServices, MessageUI, WebKit, AVKit, QuickLook, PhotosUI): declare a stand-in `UIViewController` subclass of that name",
    ]

    /// The names, with the part of each.
    static let names: [String: String] = [
        "UIStoryboardSegue": "storyboards", "UINib": "storyboards",
        "UIPickerView": "UIKit views", "UIDatePicker": "UIKit views", "UIVisualEffectView": "UIKit views",
        "UIDocumentPickerViewController": "UIKit views", "UISplitViewController": "UIKit views",
        "UIPasteboard": "UIKit views", "UIImpactFeedbackGenerator": "UIKit views",
        "UINotificationFeedbackGenerator": "UIKit views", "UIViewPropertyAnimator": "UIKit views",
        "SFSafariViewController": "companion frameworks", "MFMailComposeViewController": "companion frameworks",
        "MFMessageComposeViewController": "companion frameworks", "WKWebView": "companion frameworks",
        "AVPlayerViewController": "companion frameworks", "QLPreviewController": "companion frameworks",
        "PHPickerViewController": "companion frameworks",
        "UIHostingController": "SwiftUI",
    ]
}

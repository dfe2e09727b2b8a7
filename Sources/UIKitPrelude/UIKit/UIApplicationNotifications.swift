/// The notifications UIKit posts as the app changes state and as the keyboard shows and
/// hides, with UIKit's names, so observers of them register as in an app. Nothing posts
/// them here unless the program does (`NotificationCenter.default.post(name:object:)`).
extension UIApplication {
    nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// The keyboard's notifications, and the keys of their `userInfo` (strings, as in Swift's UIKit).
extension UIResponder {
    nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its subclasses): a screen prepares
/// a generator and triggers it as the user acts. Nothing vibrates here; the calls have no
/// effect a program can see.
public class UIFeedbackGenerator: NSObject {
    /// Readies the engine for a trigger soon after.
    func prepare() {}
}

/// A tap felt as an impact of a given weight.
public class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    let __style: UIImpactFeedbackGenerator.FeedbackStyle

    /// How heavy the impact feels (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle {
        case light, medium, heavy, soft, rigid
    }

    init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.__style = style
        super.init()
    }

    /// A `.medium` impact.
    override convenience init() {
        self.init(style: .medium)
    }

    func impactOccurred() {}

    func impactOccurred(intensity: CGFloat) {}
}

/// The feedback of a task's outcome.
public class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome felt (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType {
        case success, warning, error
    }

    func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

/// The tick felt as a selection changes (a picker's wheel).
public class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    func selectionChanged() {}
}

/// A closure-based action for a control or a bar button. It holds its handler
/// strongly, and a control holds its actions strongly: a handler that captures
/// the view controller owning the control strongly is a retain cycle.
public class UIAction: NSObject {
    let title: String
    let handler: (UIAction) -> Void

    init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

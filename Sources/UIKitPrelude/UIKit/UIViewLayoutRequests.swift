/// Requests for UIKit's layout and drawing passes, which real screens make after changing
/// constraints or content (`view.layoutIfNeeded()` inside an animation block). coordlab
/// solves no constraints and draws nothing, and a program cannot override the methods
/// these passes call (`layoutSubviews`, `viewDidLayoutSubviews`, `draw`: refused), so a
/// request changes nothing a program can see, as here.
extension UIView {
    /// Marks the view's layout as out of date.
    func setNeedsLayout() {}

    /// Lays the view out now if its layout is out of date.
    func layoutIfNeeded() {}

    /// Marks the view's content as needing to be drawn again.
    func setNeedsDisplay() {}

    /// Marks the view's constraints as needing an update.
    func setNeedsUpdateConstraints() {}

    /// Updates the view's constraints now if they need it.
    func updateConstraintsIfNeeded() {}
}

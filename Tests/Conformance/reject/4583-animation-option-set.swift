// A set of animation options written as an array literal: UIKit's option set, refused before the run
// expect-error: coordlab does not support making a 'UIViewAnimationOptions' from an array literal yet
// prelude: uikit
let view = UIView()
print("never printed")
UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .allowUserInteraction], animations: { view.alpha = 0 })

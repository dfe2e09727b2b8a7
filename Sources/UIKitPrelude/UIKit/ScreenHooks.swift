/// Applies pending changes (direct assignments) to what is on screen.
func __coordlabSyncScreen() {
    UIApplication.shared.keyWindow?.__syncRoot()
}

/// The top of the presented chain of the key window's root (or the root).
func __coordlabTopPresented() -> UIViewController? {
    guard let root = UIApplication.shared.keyWindow?.rootViewController else { return nil }
    var top = root
    while top.__presentedViewController != nil {
        top = top.__presentedViewController!
    }
    return top
}

/// Follows navigation tops and selected tabs down from `controller`.
func __coordlabDeepestVisible(_ controller: UIViewController) -> UIViewController {
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            return __coordlabDeepestVisible(top)
        }
    }
    if let tabs = controller as? UITabBarController {
        if let selected = tabs.selectedViewController {
            return __coordlabDeepestVisible(selected)
        }
    }
    return controller
}

/// The innermost navigation controller on screen inside `controller`.
func __coordlabNavigationController(in controller: UIViewController) -> UINavigationController? {
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            if let inner = __coordlabNavigationController(in: top) {
                return inner
            }
        }
        return navigation
    }
    if let tabs = controller as? UITabBarController {
        if let selected = tabs.selectedViewController {
            return __coordlabNavigationController(in: selected)
        }
    }
    return nil
}

/// The outermost tab bar controller on screen inside `controller`.
func __coordlabTabBarController(in controller: UIViewController) -> UITabBarController? {
    if let tabs = controller as? UITabBarController {
        return tabs
    }
    if let navigation = controller as? UINavigationController {
        if let top = navigation.topViewController {
            return __coordlabTabBarController(in: top)
        }
    }
    return nil
}

/// What the user sees on top: the top of the presented chain, followed down
/// through navigation tops and selected tabs; else the window's root.
func __coordlabTopViewController() -> UIViewController? {
    guard let top = __coordlabTopPresented() else { return nil }
    return __coordlabDeepestVisible(top)
}

/// The controllers embedded (`addChild`) in the one on top, and in those, depth first:
/// a panel's buttons are on screen with its parent's.
func __coordlabEmbeddedViewControllers() -> [UIViewController] {
    guard let top = __coordlabTopViewController() else { return [] }
    var found: [UIViewController] = []
    var pending: [UIViewController] = top.children.reversed()
    while let child = pending.popLast() {
        found.append(child)
        pending += child.children.reversed()
    }
    return found
}

/// `:back` -- a tap on the navigation bar's back button of the navigation
/// controller on top: popViewController(animated: true). False (nothing done)
/// if there is no back button.
@discardableResult
func __coordlabBack() -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let navigation = __coordlabNavigationController(in: top) else { return false }
    if !navigation.__showsBackButton {
        return false
    }
    navigation.popViewController(animated: true)
    return true
}

/// `:swipe back` and `:swipe back --cancel` -- the interactive edge swipe of the
/// navigation controller on top (see UINavigationController.__interactivePop).
/// False (nothing done) if the swipe cannot begin.
@discardableResult
func __coordlabSwipeBack(cancel: Bool) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let navigation = __coordlabNavigationController(in: top) else { return false }
    if !navigation.__interactivePopCanBegin {
        return false
    }
    navigation.__interactivePop(cancel: cancel)
    return true
}

/// `:swipe down` and `:swipe down --cancel` -- the user drags the top presented
/// sheet down. Order: delegate presentationControllerShouldDismiss, then
/// presentationControllerWillDismiss, the sheet's viewWillDisappear; then
/// completed: viewDidDisappear, the presentation ends,
/// presentationControllerDidDismiss, and the sheet is released; cancelled:
/// viewWillAppear, viewDidAppear, nothing released, no other delegate call.
/// With isModalInPresentation (or shouldDismiss false) only
/// presentationControllerDidAttemptToDismiss is called.
/// False (nothing done) if nothing is presented or it is full screen.
@discardableResult
func __coordlabSwipeDown(cancel: Bool) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let presenter = top.__presentingViewController else { return false }
    if !top.__canBeSwipedDown {
        return false
    }
    let presentationController = top.presentationController!
    let delegate = presentationController.delegate
    if top.__blocksSwipeDown {
        delegate?.presentationControllerDidAttemptToDismiss(presentationController)
        return true
    }
    if let delegate = delegate {
        if !delegate.presentationControllerShouldDismiss(presentationController) {
            delegate.presentationControllerDidAttemptToDismiss(presentationController)
            return true
        }
    }
    delegate?.presentationControllerWillDismiss(presentationController)
    let coordinator = __TransitionCoordinator(from: top, to: presenter, animated: true, interactive: true)
    top.__transitionCoordinator = coordinator
    top.__isBeingDismissed = true
    top.__willDisappear(true)
    if cancel {
        coordinator.isCancelled = true
        top.__isBeingDismissed = false
        top.__willAppear(true)
        top.__didAppear(true)
        coordinator.__finish()
        top.__transitionCoordinator = nil
        return true
    }
    top.__didDisappear(true)
    presenter.__presentedViewController = nil
    top.__presentingViewController = nil
    top.__isBeingDismissed = false
    top.__transitionCoordinator = nil
    coordinator.__finish()
    delegate?.presentationControllerDidDismiss(presentationController)
    top.__didEndSwipeDismissal()
    return true
}

/// `:tab N` -- the user taps tab `index` of the tab bar controller on top.
/// False (nothing done) if there is no such tab.
@discardableResult
func __coordlabTab(_ index: Int) -> Bool {
    __coordlabSyncScreen()
    guard let top = __coordlabTopPresented() else { return false }
    guard let tabs = __coordlabTabBarController(in: top) else { return false }
    return tabs.__userSelect(index)
}

/// How many tabs the tab bar controller on top has (0: no tab bar on screen).
func __coordlabTabCount() -> Int {
    guard let top = __coordlabTopPresented() else { return 0 }
    guard let tabs = __coordlabTabBarController(in: top) else { return 0 }
    return (tabs.viewControllers ?? []).count
}

/// The navigation stack on screen, bottom first (for `:expect stack == [...]`).
func __coordlabNavigationStack() -> [UIViewController] {
    guard let top = __coordlabTopViewController(), let navigation = top.navigationController ?? (top as? UINavigationController) else {
        return []
    }
    return navigation.viewControllers
}

/// Every view controller in the key window's hierarchy: the root, what containers hold
/// (navigation stacks, tabs, children) and presented controllers. coordlab's graph view
/// uses it to tell which screens are still shown.
func __coordlabOnScreen() -> [UIViewController] {
    guard let root = UIApplication.shared.keyWindow?.rootViewController else { return [] }
    var found: [UIViewController] = []
    var pending = [root]
    while let controller = pending.popLast() {
        found.append(controller)
        if let navigation = controller as? UINavigationController {
            for child in navigation.viewControllers { pending.append(child) }
        } else if let tabs = controller as? UITabBarController {
            for child in tabs.viewControllers ?? [] { pending.append(child) }
        } else {
            for child in controller.children { pending.append(child) }
        }
        if let presented = controller.__presentedViewController { pending.append(presented) }
    }
    return found
}

/// `:stack` -- what is on screen, one controller a line, indented by containment.
func __coordlabScreenLines() -> [String] {
    guard let window = UIApplication.shared.keyWindow else {
        return ["(no key window: makeKeyAndVisible() was not called)"]
    }
    var lines = ["\(type(of: window))"]
    guard let root = window.rootViewController else {
        lines.append("  (no rootViewController)")
        return lines
    }
    for line in __coordlabDescribe(root, "rootViewController: ", "", "  ") {
        lines.append(line)
    }
    return lines
}

/// Lines for `controller` and everything it holds on screen.
func __coordlabDescribe(_ controller: UIViewController, _ label: String, _ note: String, _ indent: String) -> [String] {
    var lines = ["\(indent)\(label)\(type(of: controller))\(note)"]
    let inner = indent + "  "
    var sublines: [String] = []
    if let navigation = controller as? UINavigationController {
        var index = 0
        for child in navigation.viewControllers {
            let mark = child === navigation.topViewController ? " (top)" : ""
            for line in __coordlabDescribe(child, "[\(index)] ", mark, inner) {
                sublines.append(line)
            }
            index += 1
        }
    } else if let tabs = controller as? UITabBarController {
        var index = 0
        for child in tabs.viewControllers ?? [] {
            let mark = index == tabs.selectedIndex ? " (selected)" : ""
            for line in __coordlabDescribe(child, "tab \(index): ", mark, inner) {
                sublines.append(line)
            }
            index += 1
        }
    } else {
        for child in controller.children {
            for line in __coordlabDescribe(child, "child: ", "", inner) {
                sublines.append(line)
            }
        }
    }
    if let presented = controller.__presentedViewController {
        for line in __coordlabDescribe(presented, "presented (\(presented.modalPresentationStyle)): ", "", inner) {
            sublines.append(line)
        }
    }
    for line in sublines {
        lines.append(line)
    }
    return lines
}

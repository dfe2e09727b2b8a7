// The lesson's fix for child-array.swift: Home, as the navigation controller's delegate,
// removes the coordinator of a screen that was popped, however it was popped.
extension HomeCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
        if navigationController.viewControllers.contains(where: { $0 === fromViewController }) { return }
        if let tracking = fromViewController as? TrackingViewController { tracking.coordinator?.remove() }
        if let calendar = fromViewController as? CalendarViewController { calendar.coordinator?.remove() }
    }
}

let home = sceneDelegate.coordinator!.childCoordinators[0] as! HomeCoordinator
home.navigationController.delegate = home

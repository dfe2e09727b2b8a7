// The fix for sheet.swift: a sheet swiped down finishes its coordinator too.
extension SettingsCoordinator {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finish()
    }
}

// ERRORS: inside a [weak self] closure, self?.member is checked against the class
final class DetailViewController {
    var onClose: (() -> Void)?
    var isClosed = false
    func bind() {
        onClose = { [weak self] in
            self?.isClosd = true
        }
    }
}
let vc = DetailViewController()
vc.bind()

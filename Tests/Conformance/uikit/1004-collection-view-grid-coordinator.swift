// A photo grid (UICollectionViewController with a flow layout): the items on screen are loaded line by line as it appears; shouldSelectItemAt can refuse a tap; a coordinator closure shows the photo; freeing the flow frees the grid and its cells.
// prelude: uikit

final class PhotoCell: UICollectionViewCell {
    let caption = UILabel(); override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit PhotoCell \(caption.text ?? "")") }
}

final class GridViewController: UICollectionViewController {
    let photos = (1...40).map { "photo\($0)" }
    var onPick: ((String) -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.caption.text = photos[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item != 0 }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { onPick?(photos[indexPath.item]) }
    deinit { print("deinit GridViewController") }
}

final class PhotosCoordinator {
    let navigationController = UINavigationController()
    func start() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 180, height: 180)
        let grid = GridViewController(collectionViewLayout: layout)
        grid.onPick = { [unowned self] photo in self.show(photo) }
        navigationController.viewControllers = [grid]
    }
    func show(_ photo: String) {
        let viewer = UIViewController()
        viewer.title = photo
        navigationController.pushViewController(viewer, animated: true)
        print("showing \(photo)")
    }
    deinit { print("deinit PhotosCoordinator") }
}

let window = UIWindow()
var coordinator: PhotosCoordinator? = PhotosCoordinator()
coordinator?.start()
window.rootViewController = coordinator?.navigationController
window.makeKeyAndVisible()
if let grid = coordinator?.navigationController.topViewController as? GridViewController {
    print("on screen: \(grid.collectionView.indexPathsForVisibleItems.count) of \(grid.collectionView.numberOfItems(inSection: 0))")
}
print("tap 0: \(__coordlabSelect(0, 0)), tap 3: \(__coordlabSelect(3, 0)), tap 12: \(__coordlabSelect(12, 0))")
window.rootViewController = nil
coordinator = nil
print("end")

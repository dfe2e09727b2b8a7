// A photo grid that edits its collection view in place (insertItems, deleteItems, reloadItems inside performBatchUpdates): the cells of kept items stay, deleted ones wait in the reuse queue, and the grid's cells go with the screen.
// prelude: uikit
final class PhotoCell: UICollectionViewCell {
    deinit { print("deinit PhotoCell") }
}

final class GridViewController: UIViewController, UICollectionViewDataSource {
    var photos = ["sea", "sky"]
    lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        return grid
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        print("cell for \(photos[indexPath.item])")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    deinit { print("deinit GridViewController") }
}

let navigation = UINavigationController(rootViewController: UIViewController())
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(GridViewController(), animated: false)
weak var screen = navigation.topViewController as? GridViewController
screen!.photos.append("sand")
screen!.grid.insertItems(at: [IndexPath(item: 2, section: 0)])
screen!.grid.performBatchUpdates({
    screen!.photos.remove(at: 0)
    screen!.grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
    screen!.photos[0] = "night sky"
    screen!.grid.reloadItems(at: [IndexPath(item: 1, section: 0)])
}) { finished in print("finished \(finished), items \(screen!.grid.numberOfItems(inSection: 0))") }
print("cells shown: \(screen!.grid.subviews.count)")
print("back: \(__coordlabBack()), screen: \(screen == nil ? "freed" : "alive")")

/// A screen whose view is a collection view, its data source and delegate (held weakly by
/// the collection view, so the controller does not keep itself alive). It implements every
/// requirement of both protocols, as UIKit's does, so a subclass overrides them: no items,
/// unless overridden.
public class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Deselects the selected item in viewWillAppear (when it is called on super).
    var clearsSelectionOnViewWillAppear = true
    /// The layout given to init; nil for `init(nibName:bundle:)`, which UIKit cannot load.
    let __layout: UICollectionViewLayout?

    init(collectionViewLayout layout: UICollectionViewLayout) {
        self.__layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.__layout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        self.__layout = nil
        super.init(coder: coder)
    }

    /// The view, which is the collection view.
    var collectionView: UICollectionView! {
        get {
            return view as? UICollectionView
        }
        set {
            viewIfLoaded = newValue
        }
    }

    /// A collection view as big as the screen, with the layout given to init and this
    /// controller as its data source and delegate. UIKit stops the app without a layout.
    override func loadView() {
        guard let layout = __layout else {
            fatalError("UICollectionView must be initialized with a non-nil layout parameter")
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        viewIfLoaded = collection
    }

    override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear {
            for selected in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: selected, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 0
    }

    /// Never asked while there are no items; a subclass that gives items must override it
    /// (UIKit stops the app).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("no cell for the item at index path \(indexPath): override collectionView(_:cellForItemAt:)")
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: The collection view's scrolling, as the scroll view's delegate hears it

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

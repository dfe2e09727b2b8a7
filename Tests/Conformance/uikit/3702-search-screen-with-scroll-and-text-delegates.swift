// A search screen: a search bar, a scroll view and a text view hold their delegates weakly; an image view holds its image; frames by origin and size
// prelude: uikit
final class SearchLogic: UISearchBarDelegate, UIScrollViewDelegate {
    var queries: [String] = []
    var offsets: [Double] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { queries.append(searchText) }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { print("search for", searchBar.text ?? "") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    deinit { print("SearchLogic deinit") }
}

final class NotesLogic: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) { print("notes now", textView.text.count, "characters") }
    deinit { print("NotesLogic deinit") }
}

final class SearchViewController: UIViewController {
    let searchBar = UISearchBar()
    let results = UIScrollView(frame: CGRect(origin: .zero, size: CGSize(width: 390, height: 600)))
    let notes = UITextView()
    let header = UIImageView(image: UIImage(named: "header"))
    var logic: SearchLogic? = SearchLogic()
    let notesLogic = NotesLogic()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = logic
        results.delegate = logic
        notes.delegate = notesLogic
        [searchBar, results, header].forEach { view.addSubview($0) }
        results.addSubview(notes)
        results.contentSize = CGSize(width: results.frame.width, height: 2000)
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        print(results.frame.size.height, results.frame.maxY, results.frame.midX, header.image != nil)
    }

    func type(_ text: String) {
        searchBar.text = text
        searchBar.delegate?.searchBar(searchBar, textDidChange: text)
    }

    deinit { print("SearchViewController deinit") }
}

var screen: SearchViewController? = SearchViewController()
screen!.loadViewIfNeeded()
screen!.type("co")
screen!.type("coordinator")
screen!.searchBar.delegate?.searchBarSearchButtonClicked(screen!.searchBar)
screen!.results.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
screen!.results.contentOffset.y += 30
screen!.results.delegate?.scrollViewDidScroll(screen!.results)
screen!.notes.text = "remember"
(screen!.notes.delegate as? UITextViewDelegate)?.textViewDidChange(screen!.notes)
print(screen!.logic!.queries, screen!.logic!.offsets)
var frame = screen!.header.frame
frame.origin = CGPoint(x: 10, y: 20)
frame.size.width = 100
print(frame.minX, frame.minY, frame.width, frame.maxX)
screen!.logic = nil
print("delegates after logic is gone:", screen!.searchBar.delegate == nil, screen!.results.delegate == nil)
let notes = screen!.notes
screen = nil
print("notes outlive the screen; its delegate:", notes.delegate == nil)

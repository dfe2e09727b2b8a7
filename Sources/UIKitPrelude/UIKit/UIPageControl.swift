/// The dots under paged content: a control whose value is `currentPage`.
public class UIPageControl: UIControl {
    var numberOfPages = 0
    var currentPage = 0
    var hidesForSinglePage = false
    var pageIndicatorTintColor: UIColor?
    var currentPageIndicatorTintColor: UIColor?
}

import Foundation

/// The words a rendered graph says besides names and labels: section headings, marks and
/// the verdicts' reasons. English here; the session gives its own language's (Korean)
/// from its catalogue, which takes the English words from `english`.
public struct GraphWords: Equatable, Sendable {
    /// Heading of the tree's leaked section.
    public var leakedHeading = "leaked (alive, unreachable from any root):"
    /// Heading of the tree's abandoned section.
    public var abandonedHeading = "abandoned (reachable, no longer useful):"
    /// The word marking a reference back into the current path.
    public var cycle = "cycle"
    /// Mark of an object expanded earlier in the tree.
    public var seenAbove = "(seen above)"
    /// The line counting references left out by `--children` ({0}: how many).
    public var moreReferences = "{0} more references (--children N lists more)"
    public var moreReference = "{0} more reference (--children N lists more)"
    /// Why a leaked object on no cycle of its own is alive ({0}: the holder's path).
    public var heldByLeaked = "held by leaked {0}"
    public var heldByLeakedObject = "held by a leaked object"
    /// Why a view controller is abandoned.
    public var leftScreen = "it left the screen but is still alive"
    /// Why a coordinator is abandoned ({0}: its screens that were shown).
    public var screensGone = "none of its screens is on screen any more ({0})"

    public init() {}

    /// The English words.
    public static let english = GraphWords()

    /// `template` with `{0}` replaced by `value`.
    func fill(_ template: String, _ value: String) -> String {
        template.replacingOccurrences(of: "{0}", with: value)
    }
}

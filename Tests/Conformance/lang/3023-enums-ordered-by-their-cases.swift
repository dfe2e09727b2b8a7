// an enum declaring Comparable without a '<' of its own is ordered as Swift synthesizes it: by the order its cases are declared, then by their associated values; sorted, min, max, ranges of comparisons and a protocol that refines Comparable
enum Priority: Comparable { case low, medium, high, urgent }
enum Step: Comparable {
    case intro
    case page(Int)
    case question(Int, String)
    case done
}
protocol Ranked: Comparable {}
enum Tier: Ranked { case bronze, silver, gold }
print([Priority.high, .low, .urgent, .medium].sorted())
print(Priority.low < .high, Priority.high > .urgent, Priority.medium <= .medium, Priority.low >= .medium)
print([Priority.medium, .urgent, .low].max()!, [Priority.medium, .urgent, .low].min()!)
let steps: [Step] = [.done, .page(2), .question(1, "b"), .intro, .page(1), .question(1, "a"), .question(0, "z")]
print(steps.sorted())
print(Step.page(3) < .question(0, ""), Step.page(3) < .page(2), Step.question(2, "a") > .question(1, "z"))
print(Tier.gold > .silver, [Tier.gold, .bronze].sorted(), max(Tier.silver, Tier.bronze))
func highest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(highest([Priority.low, .urgent, .high]) as Any, highest([Step.intro, .done]) as Any)
let byPriority = [("write", Priority.medium), ("ship", .urgent), ("idle", .low)].sorted { $0.1 > $1.1 }
print(byPriority.map(\.0))

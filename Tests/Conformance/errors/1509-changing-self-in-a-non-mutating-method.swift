// In a struct's method that is not 'mutating', self is immutable: appending to its own property is refused.
struct Breadcrumbs {
    var trail: [String] = []

    mutating func visit(_ screen: String) {
        trail.append(screen)
    }

    func visitTwice(_ screen: String) {
        trail.append(screen)
        trail.append(screen)
    }
}

var crumbs = Breadcrumbs()
crumbs.visit("home")
print(crumbs.trail)

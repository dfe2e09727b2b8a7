// ERRORS: a member the raw type lacks, used on rawValue inside the enum's own computed property, is found before anything runs
enum Tab: String {
    case home, settings
    var title: String { rawValue.uppercased() }
    var shortTitle: String { rawValue.prefix(3).uppercased() }
    var isLong: Bool { rawValue.size > 4 }
}
print(Tab.home.title)
print(Tab.settings.shortTitle, Tab.settings.isLong)

// ERRORS: a throwing call without try, where the enclosing catch handles only some errors, is refused in swiftc's words
enum LoadError: Error {
    case offline
    case notFound
}

final class ArticleLoader {
    func load(id: Int) throws -> String {
        if id < 0 { throw LoadError.notFound }
        return "article \(id)"
    }
}

func show(_ loader: ArticleLoader) {
    do {
        let text = loader.load(id: 3)
        print(text)
    } catch LoadError.offline {
        print("offline")
    }
}

show(ArticleLoader())

// LANG: catch clauses match in order: enum cases (several in one clause), `let e as T` with where, `is T`, and a catch-all binding `error`
enum NetworkError: Error { case offline, timeout, refused }
struct HTTPError: Error { let status: Int }
final class AuthError: Error {
    let user: String
    init(user: String) { self.user = user }
}
enum ParseError: Error { case badJSON }

func load(_ k: Int) throws -> String {
    switch k {
    case 0: throw NetworkError.offline
    case 1: throw NetworkError.timeout
    case 2: throw NetworkError.refused
    case 3: throw HTTPError(status: 503)
    case 4: throw HTTPError(status: 404)
    case 5: throw AuthError(user: "ann")
    case 6: throw ParseError.badJSON
    default: return "payload \(k)"
    }
}

for k in 0...7 {
    do {
        print("loaded", try load(k))
    } catch NetworkError.offline, NetworkError.timeout {
        print(k, "retry later")
    } catch let e as HTTPError where e.status >= 500 {
        print(k, "server error", e.status)
    } catch let e as HTTPError {
        print(k, "client error", e)
    } catch is AuthError {
        print(k, "log in again")
    } catch {
        print(k, "unexpected:", error)
    }
}
func firstMatchWins(_ k: Int) -> String {
    do {
        _ = try load(k)
        return "none"
    } catch is NetworkError {
        return "network"
    } catch NetworkError.refused {
        return "never chosen: the clause above matches first"
    } catch {
        return "other"
    }
}
print(firstMatchWins(2), firstMatchWins(6))

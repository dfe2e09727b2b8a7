// static belongs to a type's members: a top-level static property is refused where swiftc refuses it, not run as a global
final class Router {
    func push() { print("push") }
}
static var shared = Router()
shared.push()
print("end")

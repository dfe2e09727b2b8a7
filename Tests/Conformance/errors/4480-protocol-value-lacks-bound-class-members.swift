// In an extension 'where Self: SomeClass', only self has the class's members: another value of the protocol's type does not
// expect-error: value of type 'any Named' has no member 'title'
class Base { var title = "base" }
protocol Named: AnyObject { var name: String { get } }
extension Named where Self: Base {
    func describe(_ other: Named) -> String { title + " and " + other.title }
}
final class Item: Base, Named { var name: String { "item" } }
print(Item().describe(Item()))

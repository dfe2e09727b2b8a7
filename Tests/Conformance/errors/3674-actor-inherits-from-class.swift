// an actor declared with a superclass: swiftc says actor types do not support inheritance
class BaseStore {
    var name = "base"
}
actor CartStore: BaseStore {
    var items: [String] = []
}
print("never runs")

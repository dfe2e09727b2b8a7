// LANG: access control modifiers and @discardableResult are accepted and change nothing at run time
public class Service {
    private var secret = 41
    fileprivate var shared = "fp"
    internal var visible = true
    public private(set) var count = 0
    open var name: String { return "service" }
    public init() {}
    @discardableResult
    public func bump() -> Int {
        secret += 1
        count += 1
        return secret
    }
    private func hidden() -> String { return "hidden" }
    func reveal() -> String { return hidden() + " \(secret)" }
}

final class FinalService: Service {
    override var name: String { return "final" }
}

private let instance = Service()
fileprivate let other = FinalService()
instance.bump()
print(instance.bump())
print(instance.reveal(), instance.shared, instance.visible, instance.count)
print(other.name)

// An Optional's map gives an Optional of what its closure gives and flatMap what its closure gives (typed before the run: compared, unwrapped and printed as Swift does); an unlabelled tuple passed on through self.init(…), super.init(…) or Self(…) takes the parameter's labels
struct Price {
    let payload: (title: String, amount: Int)
    init(payload: (title: String, amount: Int)) { self.payload = payload }
    init(amount: Int) { self.init(payload: ("ad", amount)) }
}

class Banner {
    let content: (headline: String, priority: Int)
    required init(content: (headline: String, priority: Int)) { self.content = content }
    convenience init(headline: String) { self.init(content: (headline, 0)) }
    static func make(_ headline: String) -> Self { Self(content: (headline, 9)) }
}

final class PromoBanner: Banner {
    init(promo: String) { super.init(content: (promo.uppercased(), 5)) }
    required init(content: (headline: String, priority: Int)) { super.init(content: content) }
}

let nickname: String? = "kim"
let missing: String? = nil
let shout = nickname.map { $0.uppercased() + "!" }
let length = missing.map { $0.count }
print(shout ?? "-", length ?? -1, shout == "KIM!", length == nil)
let parsed = nickname.flatMap { Int($0) }
let lengthText = nickname.flatMap { $0.isEmpty ? nil : "\($0.count) letters" }
print(parsed as Any, lengthText as Any, type(of: shout), type(of: parsed))
if let s = shout, let n = nickname.map({ $0.count }) { print(s.lowercased(), n * 2) }
let counts = [nickname, missing, "lee"].map { $0.map { $0.count } ?? 0 }
print(counts)

let price = Price(amount: 3)
print(price.payload, price.payload.title, price.payload.amount)
let banner = Banner(headline: "sale")
print(banner.content, banner.content.headline)
print(Banner.make("new").content, PromoBanner.make("deal").content.priority)
print(PromoBanner(promo: "free").content)

// LANG: optionals: force unwrap, if let, guard let, ??, optional chaining, nil comparison and printing
class Profile {
    var nickname: String?
    var friend: Profile?
    init(nickname: String?) { self.nickname = nickname }
}

func displayName(_ p: Profile?) -> String {
    guard let p = p else { return "nobody" }
    guard let nick = p.nickname else { return "anonymous" }
    return nick
}

let kim = Profile(nickname: "kim")
let anon = Profile(nickname: nil)
kim.friend = anon
print(displayName(kim), displayName(anon), displayName(nil))
print(kim.nickname!)
if let n = kim.friend?.nickname {
    print("friend \(n)")
} else {
    print("friend has no nickname")
}
if let f = kim.friend, f.nickname == nil {
    print("checked both")
}
print(anon.nickname ?? "default")
print(kim.friend?.friend?.nickname ?? "none")
print(anon.friend == nil, kim.friend != nil)
var maybe: Int? = 5
print(maybe)
maybe = nil
print(maybe)
print(kim.nickname)

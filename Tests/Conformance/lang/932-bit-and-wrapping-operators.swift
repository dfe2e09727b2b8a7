// Int's bit operators, shifts (smart: overshift and negative amounts), wrapping arithmetic and their compound assignments, as in option-set-like flags code
struct Permissions {
    static let camera = 1 << 0
    static let photos = 1 << 1
    static let location = 1 << 2
    static let contacts = 1 << 3
    var raw = 0
    mutating func grant(_ p: Int) { raw |= p }
    mutating func revoke(_ p: Int) { raw &= ~p }
    func has(_ p: Int) -> Bool { raw & p != 0 }
}

var perms = Permissions()
perms.grant(Permissions.camera)
perms.grant(Permissions.location | Permissions.contacts)
print(perms.raw, perms.has(Permissions.photos), perms.has(Permissions.location))
perms.revoke(Permissions.location)
print(perms.raw, perms.has(Permissions.location))
var flags = 0b1010
flags ^= 0b0110
flags <<= 2
flags >>= 1
print(flags, flags & 0xF, ~flags, -flags >> 1)
print(1 << 63, 1 << 64, 1 << -2, 256 >> 70, -256 >> 70, 5 >> -1)
var hash = 5381
for ch in ["c", "o", "o", "r", "d"] {
    hash = (hash << 5) &+ hash &+ ch.count
}
print(hash)
var seed = Int.max
seed &+= 2
print(seed, Int.min &- 1, Int.max &* 3, 7 &* -3)
let mask = (1 << 4) - 1
print((0xABCD >> 4) & mask, 0xABCD ^ 0xFFFF)

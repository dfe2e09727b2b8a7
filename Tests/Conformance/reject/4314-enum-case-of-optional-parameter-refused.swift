// An enum whose case holds its parameter as an Optional (T?) is refused an Optional argument: .some(nil) would be lost
// expect-error: Optional generic arguments ('T' would be 'Int?')
enum Lookup<T> {
    case hit(T?)
    case miss
}
let l = Lookup<Int?>.hit(nil)
if case .hit(let v) = l { print(v == nil) }

// ERRORS: a return value that is not the declared result type
struct Screen { let title: String }
func titleOf(_ s: Screen) -> Int {
    return s.title
}
print(titleOf(Screen(title: "x")))

// A nested type inside a printed collection, Optional, tuple or generic type goes by its own name, as Swift prints it (Array<Kind> for [Outer.Kind]); String(reflecting:) keeps the full path
struct Outer {
    struct Inner {}
    enum Kind { case c }
    struct Box<T> { var v: T }
}
print([Outer.Kind].self, type(of: [Outer.Kind.c]), [String: Outer.Inner].self)
print(type(of: Optional(Outer.Inner())))
print(type(of: Outer.Box(v: Outer.Inner())))
print(type(of: Set([Outer.Kind.c])), type(of: (Outer.Kind.c, 1)))
print(String(describing: [Outer.Inner].self), "\([Outer.Kind].self)")
print(String(reflecting: [Outer.Inner].self))
print(type(of: [Outer.Box(v: 1)]))

// Key paths as values (`\.title`, `\Screen.title`): what `assign(to:on:)` takes. Swift's
// own; these stand-ins hold a function that reads the path and, for a property path of a
// class, one that writes it. `object[keyPath: path]` reads and writes through them.

/// Any key path.
public class AnyKeyPath {
    init() {}
}

/// A key path from a `Root`, whatever its value.
public class PartialKeyPath<Root>: AnyKeyPath {}

/// A key path that reads a `Value` from a `Root`.
public class KeyPath<Root, Value>: PartialKeyPath<Root> {
    let read: (Root) -> Value

    init(read: @escaping (Root) -> Value) {
        self.read = read
    }
}

/// A key path that a value's owner can write through (coordlab reads through it only).
public class WritableKeyPath<Root, Value>: KeyPath<Root, Value> {}

/// A key path to a writable property of a class instance.
public final class ReferenceWritableKeyPath<Root, Value>: WritableKeyPath<Root, Value> {
    let write: (Root, Value) -> Void

    init(read: @escaping (Root) -> Value, write: @escaping (Root, Value) -> Void) {
        self.write = write
        super.init(read: read)
    }
}

// ObservableObject: the protocol of a view model whose @Published properties others watch.
// A class conforms as in Combine and its `$name` publishers work as in any class; what
// Combine adds to a conforming class, `objectWillChange` (fired before any @Published
// property changes), is not modelled yet, and coordlab refuses its use before the run.

/// A class whose @Published properties others observe.
public protocol ObservableObject: AnyObject {}

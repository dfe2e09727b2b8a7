/// The UIKit stand-ins loaded before user code (being written; empty for now).
public enum UIKitPrelude {
    /// The prelude's Swift source.
    public static let source = ""
}

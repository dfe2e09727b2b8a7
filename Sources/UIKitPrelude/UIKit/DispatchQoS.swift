/// Dispatch's qualities of service, accepted and ignored: every queue is the same loop.
public struct DispatchQoS {
    public enum QoSClass {
        case userInteractive
        case userInitiated
        case `default`
        case utility
        case background
        case unspecified
    }
}

import CoordLabGraph

/// The states an in-process explorer has judged, by fingerprint: a state met again on
/// another journey is the same state up to how its objects are numbered (the explorer
/// expands it once), so its leaks, abandoned objects, counts, screen and actions are
/// those judged the first time, and only its fingerprint is worked out again.
final class JudgedStates {
    var states: [StateFingerprint: ExploredState] = [:]
}

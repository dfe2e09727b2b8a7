/// The words of running files and keeping state, in every language: `coordlab run`'s own
/// messages around a script's `:command` lines (Swift's diagnostics and traps stay
/// swiftc's), and the files coordlab keeps (progress, the session journal).
extension Catalogue {
    static let englishRunning: [String: String] = [
        "run.commandFailed": "{0}:{1}: error: {2}",
        "run.stoppedMidway": "{0}:{1}: error: this command's expression stopped midway; what it held is still held, so the program's state is no longer its own: the run stops here",
        "run.interrupted": "coordlab: interrupted",
        "run.cannotRead": "error: cannot read '{0}'",
        "state.progressDamaged": "{0}:{1}: damaged progress line; the file was set aside as progress.txt.damaged",
        "state.journalDamaged": "{0}:{1}: this line of the session journal is damaged",
        "state.cannotResume": "coordlab: cannot resume: {0}; the journal was set aside as {1}",
    ]

    static let koreanRunning: [String: String] = [
        "run.commandFailed": "{0}:{1}: 오류: {2}",
        "run.stoppedMidway": "{0}:{1}: 오류: 이 명령의 식이 중간에 멈췄습니다. 붙잡던 것을 여전히 붙잡고 있어 프로그램 상태를 더는 믿을 수 없으므로 실행을 여기서 멈춥니다",
        "run.interrupted": "coordlab: 중단했습니다",
        "run.cannotRead": "오류: '{0}'을(를) 읽을 수 없습니다",
        "state.progressDamaged": "{0}:{1}: 진행 상황 파일의 줄이 손상되었습니다. 파일은 progress.txt.damaged로 옮겨 두었습니다",
        "state.journalDamaged": "{0}:{1}: 세션 저널의 이 줄이 손상되었습니다",
        "state.cannotResume": "coordlab: 이어서 할 수 없습니다: {0}. 저널은 {1}(으)로 옮겨 두었습니다",
    ]
}

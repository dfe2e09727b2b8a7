/// The words of the run-loop commands (`:wait`, `:pending`), in every language; the lines
/// of `:pending` are the prelude's records (`__coordlabPendingLines`) said with the keys
/// `pending.KIND`.
extension Catalogue {
    static let englishRunLoop: [String: String] = [
        "wait.usage": "usage: :wait DURATION (2s, 1.5s or 500ms)",
        "wait.notDuration": "'{0}' is not a duration: write seconds (2s, 1.5s) or milliseconds (500ms)",
        "pending.noRunLoop": "nothing is waiting: the program has not used the run loop, a queue, a timer or a date",
        "pending.nothing": "nothing is waiting",
        "pending.now": "now: {0} of virtual time",
        "pending.queued.due": "{0}: a block on {1}, due now",
        "pending.queued.later": "{0}: a block on {2}, in {1}",
        "pending.timer.block.once": "{0}: a block timer, once, next in {1}",
        "pending.timer.block.repeating": "{0}: a block timer, repeating every {1}, next in {2}",
        "pending.timer.action.once": "{0}: a target-action {1} timer, once, next in {2}",
        "pending.timer.action.repeating": "{0}: a target-action {1} timer, repeating every {2}, next in {3}",
        "pending.observer": "{0}: a block observing {1}",
        "pending.observer.any": "{0}: a block observing any name",
        "pending.selectorObserver": "{0}: {1} observing {2} (the observer is not retained)",
        "pending.selectorObserver.any": "{0}: {1} observing any name (the observer is not retained)",
        "pending.task.ready": "{0}: a task about to run (the loop holds it until its body ends)",
        "pending.task.sleeping": "{0}: a task asleep in Task.sleep (the loop holds it until its body ends)",
        "pending.task.cancelled": "{0}: a cancelled task, held until its body ends",
        "pending.task.waiting.continuation": "{0}: a task waiting for its continuation to be resumed (the loop holds it until its body ends)",
        "pending.task.waiting.task": "{0}: a task waiting for another task's end (the loop holds it until its body ends)",
        "pending.keeps": "; keeps {0}",
        "pending.keepsNone": "; keeps none of your objects",
    ]

    static let koreanRunLoop: [String: String] = [
        "wait.usage": "사용법: :wait DURATION (2s, 1.5s 또는 500ms)",
        "wait.notDuration": "'{0}'은(는) 시간이 아닙니다: 초(2s, 1.5s)나 밀리초(500ms)로 쓰세요",
        "pending.noRunLoop": "대기 중인 작업이 없습니다: 프로그램이 아직 run loop, 큐, 타이머, Date를 쓰지 않았습니다",
        "pending.nothing": "대기 중인 작업이 없습니다",
        "pending.now": "현재: 가상 시간 {0}",
        "pending.queued.due": "{0}: {1}에 넣은 블록, 지금 실행 예정",
        "pending.queued.later": "{0}: {2}에 넣은 블록, {1} 후 실행",
        "pending.timer.block.once": "{0}: 블록 타이머, 한 번만, 다음 실행까지 {1}",
        "pending.timer.block.repeating": "{0}: 블록 타이머, {1}마다 반복, 다음 실행까지 {2}",
        "pending.timer.action.once": "{0}: target-action {1} 타이머, 한 번만, 다음 실행까지 {2}",
        "pending.timer.action.repeating": "{0}: target-action {1} 타이머, {2}마다 반복, 다음 실행까지 {3}",
        "pending.observer": "{0}: {1} 알림을 관찰하는 블록",
        "pending.observer.any": "{0}: 모든 알림을 관찰하는 블록",
        "pending.selectorObserver": "{0}: {2} 알림을 관찰하는 {1} (observer는 retain하지 않음)",
        "pending.selectorObserver.any": "{0}: 모든 알림을 관찰하는 {1} (observer는 retain하지 않음)",
        "pending.task.ready": "{0}: 곧 실행될 태스크 (본문이 끝날 때까지 런 루프가 붙잡음)",
        "pending.task.sleeping": "{0}: Task.sleep에서 잠든 태스크 (본문이 끝날 때까지 런 루프가 붙잡음)",
        "pending.task.cancelled": "{0}: 취소된 태스크, 본문이 끝날 때까지 붙잡힘",
        "pending.task.waiting.continuation": "{0}: continuation이 재개되기를 기다리는 태스크 (본문이 끝날 때까지 런 루프가 붙잡음)",
        "pending.task.waiting.task": "{0}: 다른 태스크가 끝나기를 기다리는 태스크 (본문이 끝날 때까지 런 루프가 붙잡음)",
        "pending.keeps": "; 붙잡고 있는 객체: {0}",
        "pending.keepsNone": "; 붙잡고 있는 객체 없음",
    ]
}

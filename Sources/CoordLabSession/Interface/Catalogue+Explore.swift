/// The words of exploring (`:explore`, `coordlab explore`): its options, its report and the
/// explanation of each finding, in every language. A result keeps its explanations and
/// why it stopped in English (its JSON is for machines); the report says them in the
/// interface's language through `explanationKeys`.
extension Catalogue {
    static let englishExplore: [String: String] = [
        "explore.needsValue": "{0} takes a value; see :help explore",
        "explore.maxJourneys": "--max-journeys takes a number from 1",
        "explore.seconds": "--seconds takes a positive number",
        "explore.unknownOption": "unknown option {0}; see :help explore",
        "explore.failed": "exploring stopped: {0}",
        "explore.progress": "exploring: {0} journeys, {1} states, {2} findings",
        "explore.headline.leaked": "leaked {0}  {1}",
        "explore.headline.abandoned": "abandoned {0}  {1}",
        "explore.headline.growth": "growth of {0}  {1}",
        "explore.headline.trap": "trap {0}",
        "explore.atStart": "at start",
        "explore.after": "after {0} steps: {1}",
        "explore.after.one": "after {0} step: {1}",
        "explore.witnessHere": "witness, from the state exploring started in:",
        "explore.witnessFile": "witness ({0}; coordlab run {1} {0}):",
        "explore.summary": "explored {0} journeys ({1} distinct states), covering {2} journeys of up to {3} steps{4}: {5}",
        "explore.coveringAll": "all {0}",
        "explore.time": ", in {0} s ({1} journeys/s)",
        "explore.noFindings": "no findings",
        "explore.findings": "{0} findings",
        "explore.findings.one": "{0} finding",
        "explore.notLonger": "{0}; longer journeys were not explored",
        "explore.nothingToExplore": "nothing to explore: no view controller is on screen: {0}",
        "explore.stoppedJourneys": "stopped after {0} journeys (--max-journeys)",
        "explore.interrupted": "interrupted after {0} journeys",
        "explore.stoppedSeconds": "stopped after {0} s (--seconds)",
        "explore.keepsItself": "{0} keeps itself alive: {1}",
        "explore.heldByLeaked": "held by leaked objects: {0}",
        "explore.unreachable": "{0} is leaked: no root reaches it",
        "explore.sameScreens": "the same screens as after step {0} ({1} on top), with more alive: {2}",
        "explore.replayDiffered": "(the replay went differently at {0}: {1})",
        "explore.replayNoTrap": "(the replay did not trap)",
        "explore.actionStopped": "the action stopped midway",
        "explore.processDied": "the app's process died",
        "explore.processDiedStatus": "the app's process died (wait status {0})",
        "explore.noReplay": "a journey did not replay: {0}",
        "explore.systemCall": "{0} failed: errno {1}",
    ]

    static let koreanExplore: [String: String] = [
        "explore.needsValue": "{0}에는 값이 필요합니다. :help explore를 보세요",
        "explore.maxJourneys": "--max-journeys에는 1 이상의 수를 주세요",
        "explore.seconds": "--seconds에는 양수를 주세요",
        "explore.unknownOption": "알 수 없는 옵션 {0}. :help explore를 보세요",
        "explore.failed": "탐색이 멈췄습니다: {0}",
        "explore.progress": "탐색 중: 여정 {0}개, 상태 {1}개, 발견 {2}개",
        "explore.headline.leaked": "누수(leaked) {0}  {1}",
        "explore.headline.abandoned": "방치(abandoned) {0}  {1}",
        "explore.headline.growth": "증가(growth) {0}  {1}",
        "explore.headline.trap": "트랩(trap) {0}",
        "explore.atStart": "시작 시점",
        "explore.after": "{0}단계 후: {1}",
        "explore.after.one": "{0}단계 후: {1}",
        "explore.witnessHere": "재현 스크립트 (탐색을 시작한 상태에서):",
        "explore.witnessFile": "재현 스크립트 ({0}; coordlab run {1} {0}):",
        "explore.summary": "여정 {0}개를 탐색했습니다 (서로 다른 상태 {1}개). 최대 {3}단계 여정 {2}개를 다뤘습니다{4}: {5}",
        "explore.coveringAll": "전체 {0}",
        "explore.time": ", {0}초 (초당 여정 {1}개)",
        "explore.noFindings": "발견 없음",
        "explore.findings": "발견 {0}개",
        "explore.findings.one": "발견 {0}개",
        "explore.notLonger": "{0}. 더 긴 여정은 탐색하지 않았습니다",
        "explore.nothingToExplore": "탐색할 것이 없습니다: 화면에 뷰 컨트롤러가 없습니다: {0}",
        "explore.stoppedJourneys": "여정 {0}개 후 멈췄습니다 (--max-journeys)",
        "explore.interrupted": "여정 {0}개 후 중단했습니다",
        "explore.stoppedSeconds": "{0}초 후 멈췄습니다 (--seconds)",
        "explore.keepsItself": "{0}이(가) 스스로를 살려 둡니다 (retain cycle): {1}",
        "explore.heldByLeaked": "누수된 객체가 붙잡음: {0}",
        "explore.unreachable": "{0}은(는) 누수되었습니다: 어떤 루트도 닿지 않습니다",
        "explore.sameScreens": "{0}단계 후와 같은 화면인데 ({1}이(가) 맨 위) 살아 있는 객체가 늘었습니다: {2}",
        "explore.replayDiffered": "(다시 실행해 보니 {0}에서 다르게 진행됐습니다: {1})",
        "explore.replayNoTrap": "(다시 실행해 보니 트랩이 나지 않았습니다)",
        "explore.actionStopped": "동작이 중간에 멈췄습니다",
        "explore.processDied": "앱 프로세스가 죽었습니다",
        "explore.processDiedStatus": "앱 프로세스가 죽었습니다 (wait 상태 {0})",
        "explore.noReplay": "여정을 다시 실행하지 못했습니다: {0}",
        "explore.systemCall": "{0} 호출이 실패했습니다: errno {1}",
    ]

    /// The keys of what a result keeps in English (explanations, why it stopped), inner
    /// messages first, to say them in another language.
    static let explanationKeys = [
        "graph.leftScreen", "graph.screensGone", "explore.keepsItself", "explore.heldByLeaked", "explore.unreachable",
        "explore.sameScreens", "explore.replayNoTrap", "explore.actionStopped", "explore.processDiedStatus",
        "explore.processDied", "explore.replayDiffered", "explore.nothingToExplore", "explore.stoppedJourneys",
        "explore.interrupted", "explore.stoppedSeconds", "explore.noReplay", "explore.systemCall",
    ]

    /// Their patterns.
    static let explanationPatterns = patterns(explanationKeys)
}

/// coordlab's own words in Korean (`--lang ko`, `:set lang ko`, or a `ko_KR` locale), as
/// Korean iOS developers write them: Swift and UIKit names stay as they are in code.
extension Catalogue {
    static let korean: [String: String] = [
        // 시작 화면.
        "welcome": """
            coordlab {0} — MVVM-C에서 코디네이터가 언제 살아 있고 언제 해제되는지 배우는 워크북입니다.
            Swift를 입력하세요: 클래스, 클로저, UIKit 뷰 컨트롤러. 모든 deinit이 일어나는 순간 보이며,
            ARC는 swiftc -Onone과 똑같이 동작합니다. 제스처로 앱을 조작하고:
            :back, :swipe back, :swipe down, :tap NAME, :tab N; :stack으로 화면을 봅니다.

            예시:  class Screen { deinit { print("bye") } }
                   var s: Screen? = Screen()
                   s = nil
            :help는 모든 명령을 보여 주고, :undo는 입력 하나를 되돌리며, :set lang en은 영어로 바꿉니다. Ctrl-D로 나갑니다.
            """,
        "welcome.lessons": "레슨 (:lesson NAME으로 열고, :lessons로 진행 상황을 봅니다):",
        "welcome.start": "시작하기: :lesson {0}",

        // :help.
        "help.intro": """
            Swift를 입력하면 실행됩니다. 출력과 모든 deinit이 일어나는 순간 보입니다.
            트랩이나 오류가 나면 세션은 그 입력 전으로 돌아갑니다.
            """,

        // 세션 메시지.
        "error": "오류: {0}",
        "session.reset": "세션을 초기화했습니다.",
        "session.summaryOn": "요약을 켰습니다.",
        "session.summaryOff": "요약을 껐습니다.",
        "session.noDeinits": "아직 deinit된 객체가 없습니다",
        "session.saved": "입력 {0}개를 {1}에 저장했습니다",
        "session.saved.one": "입력 {0}개를 {1}에 저장했습니다",
        "session.wrote": "{0}에 썼습니다",
        "session.undid": "되돌림: {0}",
        "session.nothingToUndo": "되돌릴 입력이 없습니다",
        "session.nothingToRedo": "다시 실행할 입력이 없습니다",
        "session.rolledBack": "(롤백: 세션은 이 입력 전 상태 그대로입니다)",
        "session.interrupted": "중단했습니다.",
        "session.inputTooLong": "이 입력은 {0}자로 한도 {1}자를 넘습니다. `:set input N`으로 한도를 올릴 수 있습니다",
        "session.filesOff": ":{0} 명령은 여기서 쓸 수 없습니다: 레슨은 파일을 읽거나 쓸 수 없습니다",
        "usage": "사용법: {0}",
        "command.unknown": "알 수 없는 명령 ':{0}'. :help로 목록을 볼 수 있습니다",
        "command.unknownNear": "알 수 없는 명령 ':{0}' (혹시 :{1}?). :help로 목록을 볼 수 있습니다",
        "command.ambiguous": "':{0}'에 해당하는 명령이 여럿입니다: {1}",
        "command.missingName": "':' 뒤에는 명령 이름이 와야 합니다. :help로 목록을 볼 수 있습니다",

        // :set.
        "set.usage": "사용법: :set NAME N (N은 양의 정수) 또는 :set lang en|ko (:help set 참고)",
        "set.noLimit": "'{0}' 한도는 없습니다. 한도는 loops, objects, depth, input이고, 언어는 :set lang en|ko로 고릅니다",
        "set.noLanguage": "'{0}' 언어는 없습니다. coordlab은 en (English)과 ko (한국어)를 지원합니다",
        "set.language": "lang {0}: 이제 한국어로 표시합니다",

        // 입력 후 요약과 판정.
        "summary.deinit": "deinit",
        "summary.leaked": "! 누수(leaked) {0}  (:leaks로 이유를 봅니다)",
        "summary.abandoned": "! 방치(abandoned) {0}  (:abandoned로 이유를 봅니다)",
        "summary.more": "{0} 외 {1}개",

        // 레슨: 목록, 열기, 단계 이동.
        "lessons.none": "{0}에 레슨이 없습니다",
        "lessons.unreadable": "  (읽을 수 없음: {0})",
        "lessons.tasks": "(과제 {0}/{1})",
        "lessons.open": ":lesson NAME으로 레슨을 엽니다.",
        "lessons.missingTranslation": "(이 레슨은 아직 한국어 번역이 없습니다)",
        "lesson.none": "'{0}' 레슨은 없습니다. :lessons로 목록을 볼 수 있습니다",
        "lesson.notOpen": "열린 레슨이 없습니다. :lessons로 목록을 보고 :lesson NAME으로 엽니다",
        "lesson.setupFails": "{0}:{1}: 레슨의 setup 코드가 실패합니다. `coordlab check`가 자세히 알려 줍니다",
        "lesson.after": "원문: {0}",
        "lesson.afterSeed": "(원문: `{0}`)",
        "lesson.next": "다음: :lesson {0} ({1})",
        "lesson.wasLast": "마지막 레슨이었습니다 (:lessons로 전체 목록을 봅니다)",
        "lesson.lastStep": "레슨의 마지막 단계입니다. {0}",
        "lesson.firstStep": "첫 번째 단계입니다",
        "lesson.noSetup": "(이 레슨에는 setup 코드가 없습니다)",
        "step.position": "({1}단계 중 {0}단계)",
        "step.typeThese": "*직접 입력해 보세요. 다음 내용이 이 결과를 이어받습니다.*",
        "step.optional": "*선택: 원하면 해 보세요. 이후 과제와는 상관없습니다.*",
        "step.noTask": "이 단계에는 과제가 없습니다",
        "step.allDone": "이 단계의 과제를 모두 마쳤습니다",
        "step.nextGoesOn": ": :next로 넘어갑니다",
        "step.lessonDone": "이 레슨의 과제를 모두 마쳤습니다. 레슨 완료! {0}",
        "task.heading": "과제 {0}: {1}",
        "task.done": "  ✓ 완료",
        "task.helpLine": "(:goal로 목표를 보고, :hint로 힌트를 받습니다)",
        "task.hint": "힌트 {0}/{1}: {2}",
        "task.noMoreHints": "힌트가 더 없습니다. :solution으로 정답을 볼 수 있습니다.",
        "task.notYet": "아직입니다:",
        "task.sure": "정말 볼까요? 정답을 보면 과제의 답이 다 나옵니다. 보려면 :solution을 한 번 더 입력하세요.",
        "task.solution": "정답:",
        "goal.met": "✓ 목표 달성: {0}",
        "goal.nextTask": "다음은 과제 {0}: {1} (:goal로 봅니다)",
        "goal.stepDone": "이 단계를 마쳤습니다. :next로 넘어갑니다.",
        "goal.lessonComplete": "레슨 완료! {0}",
    ]
}

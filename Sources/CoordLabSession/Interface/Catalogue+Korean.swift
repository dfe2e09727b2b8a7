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
        "session.resumed": "(입력 {0}개를 {1}에서 되살렸습니다)",
        "session.resumed.one": "(입력 {0}개를 {1}에서 되살렸습니다)",
        "files.format": "{0}: 확장자(.md, .txt, .cast, .json, .swift, .html)나 --format으로 형식을 고르세요",
        "files.isDirectory": "{0}은(는) 폴더입니다",
        "files.exists": "{0}이(가) 이미 있습니다. 덮어쓰려면 --force를 붙이세요",
        "files.noFolder": "{0}에 쓸 수 없습니다: 폴더 {1}이(가) 없습니다",
        "files.cannotWrite": "{0}에 쓸 수 없습니다: {1}",
        "files.cannotRead": "{0}을(를) 읽을 수 없습니다",
        "files.loadFailed": "{0}: 입력 {2}개 중 {1}번째가 실패했습니다. 그 앞의 입력은 불러왔습니다",
        "reference.notInstance": "'{0}'은(는) 클래스 인스턴스가 아닙니다 ({1} 타입입니다)",
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

        // 그래프와 화면을 보는 명령.
        "graph.depth": "--depth에는 1 이상의 수를 주세요",
        "graph.children": "--children에는 1 이상의 수를 주세요",
        "graph.unknownOption": "알 수 없는 옵션 {0}. :help graph를 보세요",
        "graph.notAlive": "{0}은(는) 살아 있지 않습니다",
        "graph.format": "{0}: 확장자로 형식을 고르세요: .dot (Graphviz), .mmd (Mermaid), .txt",
        "graph.nothingHolds": "{0}은(는) 살아 있지 않습니다: 붙잡는 것이 없습니다",
        "why.leaked": "{0}은(는) 누수되었습니다: 어떤 루트도 닿지 않습니다.",
        "why.cycle": "스스로를 살려 두는 순환: {0}",
        "why.heldByLeaked": "{0}을(를) 붙잡는 것은 누수된 객체뿐입니다",
        "leaks.none": "누수 없음",
        "leaks.heldByLeaked": "(누수된 다른 객체가 붙잡음)",
        "abandoned.none": "방치된 객체 없음",
        "abandoned.cannotJudge": "방치 여부를 판단할 수 없습니다: {0}",
        "counts.none": "살아 있는 객체가 없습니다",
        "coordinator.noClass": "'{0}'이라는 클래스가 없습니다",
        "stack.noWindow": "(key 윈도우가 없습니다: UIWindow에서 makeKeyAndVisible()을 호출하세요)",
        "stack.noKeyWindow": "(key 윈도우가 없습니다: makeKeyAndVisible()을 호출하지 않았습니다)",
        "stack.noRoot": "(rootViewController 없음)",
        "stack.top": " (맨 위)",
        "stack.selected": " (선택됨)",
        "command.noArguments": ":{0} 명령은 인자를 받지 않습니다",

        // :expect와 그것이 확인하는 목표 (개수를 세는 문구의 {0}은 개수).
        "expect.failed": "기대와 다릅니다: {0}: {1}",
        "expect.aliveWith": "{1}이(가) 강한 참조 {0}개로 살아 있습니다",
        "expect.aliveWith.one": "{1}이(가) 강한 참조 {0}개로 살아 있습니다",
        "expect.survivors": "{0}은(는) 놓였지만, 전에 가리켰던 {1}이(가) 살아 있습니다",
        "expect.notAbandoned": "{0}은(는) 방치 상태가 아닙니다",
        "expect.gestures": "이 단계에서 {1}을(를) {0}번 했습니다",
        "expect.gestures.one": "이 단계에서 {1}을(를) {0}번 했습니다",
        "expect.count": "{1}이(가) {0}개 살아 있습니다",
        "expect.count.one": "{1}이(가) {0}개 살아 있습니다",
        "expect.notBool": "'{0}'은(는) Bool 식이 아닙니다",
        "expect.false": "{0}이(가) false입니다",
        "expect.leaked": "누수 {0}개",
        "expect.refs": "{1}을(를) 가리키는 강한 참조가 {0}개입니다",
        "expect.refs.one": "{1}을(를) 가리키는 강한 참조가 {0}개입니다",
        "expect.stack": "스택은 [{0}]입니다",
        "expect.unknown": "알 수 없는 조건 '{0}'. :help expect를 보세요",
        "expect.comparison": "`NAME OP NUMBER` 형태여야 합니다. 예: count HomeCoordinator == 1",

        // :expect, :why, :graph에서 객체 가리키기.
        "new.noneMade": "이 단계에서 만들어진 {0}이(가) 없습니다",
        "new.alive": "이 단계에서 만들어진 {1}이(가) 살아 있습니다",
        "new.alive.one": "이 단계에서 만들어진 {1}이(가) 살아 있습니다",
        "new.count": "이 단계에서 만들어진 {1} {0}개 중 {2}개가 살아 있습니다",
        "reference.noScreen": "화면에 뷰 컨트롤러가 없습니다",
        "reference.noCoordinator": "{0}은(는) 어떤 코디네이터에도 속하지 않습니다",
        "reference.nil": "{0}은(는) nil입니다",
        "reference.gone": "{0}은(는) nil이고, 마지막으로 가리켰던 {1}도 사라졌습니다",
        "reference.unknownRole": "알 수 없는 역할 '{0}'. 역할은 <top screen>과 <coordinator of X>입니다",
        "reference.neverCreated": "{0}은(는) 만들어진 적이 없습니다 (지금까지 만들어진 {2}은(는) {1}개뿐입니다)",
        "reference.neverCreated.one": "{0}은(는) 만들어진 적이 없습니다 (지금까지 만들어진 {1}은(는) 1개뿐입니다)",
        "abandoned.noWindow": "화면에 윈도우가 없습니다 (makeKeyAndVisible()로 key 윈도우가 된 것이 없거나 rootViewController가 없습니다). 그래서 나타난 화면도, 남겨진 화면도 있을 수 없습니다",

        // 제스처.
        "gesture.noBack": "화면에 뒤로 가기 버튼이 없습니다: 스택의 맨 위가 루트이거나, 커스텀 leftBarButtonItem이나 hidesBackButton이 버튼을 대신했습니다",
        "gesture.noSwipeBack": "가장자리 스와이프로 뒤로 갈 수 없습니다: 스택의 맨 위가 루트이거나, 커스텀 뒤로 가기 버튼, hidesBackButton, 숨긴 내비게이션 바가 스와이프를 껐습니다",
        "gesture.noSheet": "아래로 스와이프할 시트가 없습니다 (present된 것이 없거나, 전체 화면 present이거나, 시트가 거부했습니다)",
        "gesture.cancelled.screen": "스와이프 취소: 화면이 제자리로 돌아가고, 아무것도 해제되지 않았습니다",
        "gesture.cancelled.sheet": "스와이프 취소: 시트가 제자리로 돌아가고, 아무것도 해제되지 않았습니다",
        "gesture.cancelledReleased.screen": "스와이프 취소: 화면이 제자리로 돌아갔고, 앱 코드가 객체 {0}개를 해제했습니다",
        "gesture.cancelledReleased.screen.one": "스와이프 취소: 화면이 제자리로 돌아갔고, 앱 코드가 객체 {0}개를 해제했습니다",
        "gesture.cancelledReleased.sheet": "스와이프 취소: 시트가 제자리로 돌아갔고, 앱 코드가 객체 {0}개를 해제했습니다",
        "gesture.cancelledReleased.sheet.one": "스와이프 취소: 시트가 제자리로 돌아갔고, 앱 코드가 객체 {0}개를 해제했습니다",
        "gesture.tapUsage": "사용법: :tap NAME [ARGS], 예: :tap showDetail, :tap select index: 2, :tap select(index: 2)",
        "gesture.noMethod": "화면의 뷰 컨트롤러 {0}에는 '{1}' 메서드가 없습니다",
        "gesture.tabUsage": "사용법: :tab N (N은 0부터 시작하는 탭 번호)",
        "gesture.noTabBar": "화면에 탭 바가 없습니다",
        "gesture.tabRefused": "화면의 탭 바가 {0}번 탭을 선택하지 않았습니다 (delegate가 거부했습니다)",
        "gesture.noTab": "{0}번 탭이 없습니다: 화면의 탭 바에는 탭이 {1}개 있습니다 (:tab 0 ~ :tab {2})",
        "gesture.noTab.one": "{0}번 탭이 없습니다: 화면의 탭 바에는 탭이 1개 있습니다 (:tab 0)",
        "gesture.noScreen": "화면에 뷰 컨트롤러가 없습니다 (윈도우의 rootViewController를 설정하고 makeKeyAndVisible()을 호출하세요)",
        "gesture.selectUsage": "사용법: :select ROW [SECTION] (ROW와 SECTION은 0부터 시작하는 번호, SECTION을 주지 않으면 0)",
        "gesture.noList": "맨 위 화면에 테이블 뷰나 컬렉션 뷰가 없습니다",
        "gesture.noRows": "화면의 {0}에 보이는 행이 없습니다",
        "gesture.rowNotShown": "화면의 {2}에 {1}번 섹션의 {0}번 행이 보이지 않습니다. 보이는 행: {3}",
        "gesture.shownRows": "{2}번 섹션의 {0}–{1}번 행",
        "gesture.shownRow": "{1}번 섹션의 {0}번 행",

        // 그래프 자체의 문구 (GraphWords).
        "graph.leakedHeading": "누수(leaked): 루트에서 닿지 않는 객체",
        "graph.abandonedHeading": "방치(abandoned): 닿지만 쓸모없는 객체",
        "graph.seenAbove": "(위에 나옴)",
        "graph.cycle": "순환",
        "graph.moreReferences": "참조 {0}개 더 있음 (--children N으로 더 보기)",
        "graph.moreReference": "참조 {0}개 더 있음 (--children N으로 더 보기)",
        "graph.heldByLeaked": "누수된 객체가 붙잡음: {0}",
        "graph.heldByLeakedObject": "누수된 객체가 붙잡음",
        "graph.leftScreen": "화면을 떠났는데도 살아 있음",
        "graph.screensGone": "자기 화면이 하나도 화면에 없음 ({0})",
    ]
}

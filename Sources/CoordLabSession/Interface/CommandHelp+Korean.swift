/// The Korean `:help` of every command (keys as in `CommandHelp+English`).
extension Catalogue {
    static let koreanHelp: [String: String] = [
        "help.expect": "그래프에 대한 주장을 확인합니다 (alive X, dead X, count T == N, …)",
        "help.expect.details": """
        :expect alive X              X가 살아 있다
        :expect dead X               X가 deinit되었다 (식이면: 지금 nil이고, 이 레슨 단계가 시작된 뒤 그 식이 가리킨 객체도 모두 해제됐다)
        :expect abandoned X          X가 방치(abandoned) 상태다 (:help abandoned 참고)
        :expect refs X == N          X를 가리키는 강한 참조가 N개다 (!=, <, <=, >, >= 도 가능)
        :expect count TYPE == N      TYPE 인스턴스가 N개 살아 있다
        :expect count new TYPE == N  단계가 시작된 뒤 만들어진 TYPE 인스턴스가 N개 살아 있다
        :expect dead new TYPE        단계가 시작된 뒤 TYPE이 하나 이상 만들어졌고 모두 해제됐다
        :expect count :GESTURE == N  단계가 시작된 뒤 그 제스처가 N번 있었다 (:back, :swipe back, :swipe back --cancel, :swipe down, :tap NAME, :select ROW, :tab N)
        :expect true EXPR            Swift Bool 식 EXPR이 true다
        :expect leaks == N           누수(leaked) 객체가 N개다
        :expect stack == [A, B]      화면의 내비게이션 스택이 A, B 순서다 (아래부터)

        X로 객체를 가리키는 방법:
          Type#n                     n번째로 만들어진 Type (예시를 건너뛰거나 두 번 입력하면 번호가 바뀝니다)
          Swift 식                    you, you?.model; 지금 nil이면 이 단계에서 그 식이 마지막으로 가리킨 객체
          <top screen>               화면에 보이는 뷰 컨트롤러
          <coordinator of X>         X가 속한 코디네이터, 예: <coordinator of the top screen>
        레슨 밖에서 "단계가 시작된 뒤"는 세션이 시작된 뒤를 뜻합니다.
        """,
        "help.back": "내비게이션 바의 뒤로 가기 버튼을 탭합니다",
        "help.back.details": """
        화면에 있는 내비게이션 컨트롤러의 맨 위 뷰 컨트롤러를 애니메이션과 함께 pop합니다. 바의 뒤로 가기 버튼과 같습니다 (prelude의 __coordlabBack()을 호출).
        """,
        "help.swipe": "가장자리 스와이프로 뒤로 가기, 또는 시트를 아래로 스와이프 (--cancel: 중간에 손을 뗌)",
        "help.swipe.details": """
        :swipe back            맨 위 뷰 컨트롤러를 인터랙티브하게 pop
        :swipe back --cancel   스와이프를 취소: 아무것도 해제되지 않고, delegate는 취소된 전환을 봅니다
        :swipe down            present된 시트를 인터랙티브하게 dismiss (presentationControllerDidDismiss가 이어짐; 공유 시트는 그다음 completionWithItemsHandler가 완료되지 않음으로 실행됨)
        :swipe down --cancel   시트가 제자리로 돌아감: presentationControllerWillDismiss만 호출됩니다
        """,
        "help.tap": "화면의 뷰 컨트롤러 메서드를 버튼처럼 호출합니다",
        "help.tap.details": """
        맨 위 뷰 컨트롤러(present된 체인의 맨 위, 없으면 선택된 탭의 내비게이션 스택 맨 위)의 NAME을 호출합니다. ARGS는 호출할 때처럼 쓴 Swift 인자입니다: `:tap select index: 2`는 select(index: 2)를 호출합니다. 컨트롤의 target처럼 UIKit이 호출 동안 컨트롤러를 살려 둡니다. 화면의 컨트롤, 바 버튼 아이템, 제스처 인식기가 target-action으로 NAME에 연결되어 있으면 (`addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)`), `:tap NAME`은 터치처럼 그 액션을 target에 보냅니다. 메서드가 sender를 받으면 그 컨트롤을 sender로 넘깁니다. 여러 컨트롤이 NAME을 보내면 `:tap NAME UIButton#2`처럼 sender를 고릅니다. `:tap UIButton#3`은 액션이 클로저(UIAction)인 화면의 컨트롤이나 바 버튼 아이템을 터치해 그 핸들러를 실행합니다. `:tap "Delete"`는 화면의 알림(UIAlertController)에서 Delete 제목의 액션을 탭합니다: 알림이 닫힌 뒤 액션의 핸들러가 실행됩니다.
        """,
        "help.select": "화면의 테이블 뷰나 컬렉션 뷰에서 SECTION(주지 않으면 0)의 ROW번 행을 누릅니다",
        "help.select.details": """
        화면의 테이블 뷰(컬렉션 뷰라면 아이템)의 행을 누릅니다. 맨 위 뷰 컨트롤러의 뷰 트리에서 처음 만나는 것이 대상입니다. UIKit처럼 delegate의 tableView(_:willSelectRowAt:)에 묻고(누르기를 취소하거나 다른 행으로 바꿀 수 있습니다), 전에 선택된 행의 선택을 해제한 뒤(tableView(_:didDeselectRowAt:)) tableView(_:didSelectRowAt:)을 알립니다. 컬렉션 뷰는 collectionView(_:shouldSelectItemAt:)에 묻고 didDeselectItemAt, didSelectItemAt을 알립니다. 여기서는 스크롤하지 않으므로 테이블에 보이는 행만 누를 수 있습니다. 테이블 높이(프레임에 높이가 없으면 화면 높이 844포인트) 안에서 시작하는 행이며, 화면이 나타날 때와 화면에 있는 동안 reloadData()를 부를 때마다 불러옵니다.
        """,
        "help.tab": "화면의 탭 바에서 N번 탭을 누릅니다 (0부터)",
        "help.tab.details": """
        화면의 탭 바 컨트롤러에서 N번 탭을 선택합니다. 이미 선택된 탭을 누르면 UIKit처럼 그 내비게이션 스택을 루트까지 pop합니다.
        """,
        "help.graph": "루트(또는 NAME)에서 시작하는 retain 그래프 트리",
        "help.graph.details": """
        누가 누구를 붙잡고 있는지, 루트(전역 변수, UIApplication.shared 같은 static)나 NAME(Type#n 또는 Swift 식)에서부터
        그립니다. 한 줄이 참조 하나입니다: 프로퍼티(와 인덱스), 참조 종류를 나타내는 화살표(→ 강한 참조, ⇢ 약한 참조,
        ⇥ unowned; ASCII로는 -> -.-> -x->), 그리고 Type#n 형태의 객체와 강한 참조 수. 이미 나온 객체는 반복하지 않고
        (seen above)로 표시하고, 현재 경로 위의 객체로 돌아가는 참조는 cycle로 표시합니다. 누수와 방치 객체는 트리 아래에 나옵니다.
        --ascii      ASCII만 사용 (TERM=dumb나 UTF-8이 아닌 로케일에서도 마찬가지)
        --depth N    N단계까지만
        --children N 객체마다 참조를 N개까지 나열하고 (기본 100) 나머지는 개수만
        --strong     약한 참조와 unowned 참조는 생략
        --all        여러분의 객체를 붙잡지 않는 UIKit 보조 객체(뷰, 버튼, 바 아이템)도 표시
        """,
        "help.export-graph": "그래프를 Graphviz(.dot), Mermaid(.mmd), 텍스트(.txt)로 씁니다",
        "help.export-graph.details": """
        형식은 파일 확장자를 따릅니다. 파일은 원자적으로 쓰고, 이미 있는 파일은 --force일 때만 덮어씁니다.
        """,
        "help.why": "루트에서 객체까지의 모든 retain 경로 (짧은 것부터)",
        "help.why.details": """
        NAME은 Type#n(그래프에 보이는 이름)이나 Swift 식입니다. 경로는 강한 참조만 따라가며, FBRetainCycleDetector처럼 보여 줍니다: `app -> childCoordinators[0] -> HomeCoordinator#1`.
        """,
        "help.leaks": "살아 있지만 어떤 루트에서도 닿지 않는 객체와, 그 객체를 붙잡는 순환 참조",
        "help.leaks.details": """
        Xcode의 Leaks 인스트루먼트가 말하는 누수(leaked)입니다: 살아 있지만 어떤 전역 변수, static, 윈도우에서도 강한 참조로 닿지 않는 객체. 각각을 살려 두는 강한 참조의 순환(retain cycle)과 함께 보여 줍니다.
        """,
        "help.abandoned": "아직 닿을 수 있지만 더 이상 쓸모없는 객체",
        "help.abandoned.details": """
        Xcode 메모리 그래프가 말하는 방치(abandoned)입니다: 닿을 수 있으니 누수 도구는 알려 주지 않지만, 더는 쓸모가 없습니다.
        - 코디네이터는 살아 있고 닿을 수 있으며, 자기 화면을 보여 준 적이 있는데, 지금은 그 화면이 하나도 보이지 않으면
          방치 상태입니다. 코디네이터의 화면은 그 메서드가 만든 뷰 컨트롤러와, (직접 또는 뷰 모델을 통해) 그 코디네이터를
          가리키는 뷰 컨트롤러입니다. 강하게 붙잡은 자식 코디네이터의 화면이 보이면 사용 중이고, 보이는 컨트롤러(앱의
          내비게이션 컨트롤러 등)를 붙잡은 루트 코디네이터(어떤 코디네이터도 붙잡지 않는 것)도 사용 중입니다. 코디네이터는 이름이
          …Coordinator인 타입, 이름이 …Coordinator나 …Coordinating인 프로토콜을 채택한 타입, :coordinator NAME으로 지정한 타입입니다.
        - 뷰 컨트롤러는 화면에 있었다가 윈도우 계층에서 빠졌는데도 살아 있고 닿을 수 있으면 방치 상태입니다
          (MLeaksFinder의 검사와 같습니다).
        화면에 무엇이 있는지는 입력마다, 스크립트 단계마다 확인합니다.
        """,
        "help.counts": "타입별로 살아 있는 인스턴스 수 (--all: prelude 타입 포함)",
        "help.counts.details": """
        LifetimeTracker처럼 지금 살아 있는 타입별 인스턴스 수를 보여 줍니다. --all이 없으면 UIKit 보조 타입은 뺍니다.
        """,
        "help.coordinator": "TYPE을 :abandoned 판정에서 코디네이터로 칩니다",
        "help.coordinator.details": """
        이름이 …Coordinator인 타입, 이름이 …Coordinator나 …Coordinating인 프로토콜을 채택한 타입은 이미 코디네이터입니다. 이 명령은 그 밖의 타입을 코디네이터로 지정합니다.
        """,
        "help.lessons": "레슨 목록과 진행 상황",
        "help.lessons.details": "모든 레슨을 순서대로, 각 레슨에서 마친 과제 수와 함께 보여 줍니다.",
        "help.lesson": "레슨을 엽니다 (id, 번호, 파일로)",
        "help.lesson.details": """
        레슨을 새로 시작합니다: 세션을 초기화하고 레슨의 setup 코드를 불러옵니다. 지난번에 멈춘 단계부터 이어 갑니다.
        """,
        "help.next": "레슨의 다음 단계로 갑니다",
        "help.next.details": "다음 단계를 보여 줍니다.",
        "help.prev": "이전 단계로 돌아갑니다",
        "help.prev.details": "이전 단계를 보여 줍니다.",
        "help.step": "현재 단계를 다시 보여 줍니다",
        "help.step.details": "현재 단계를 보여 줍니다.",
        "help.hint": "지금 과제의 다음 힌트",
        "help.hint.details": "힌트는 하나씩 나옵니다.",
        "help.goal": "과제의 목표와, 지금 충족된 부분",
        "help.goal.details": """
        목표의 조건 하나하나를 살아 있는 그래프에서 확인합니다: ✓ 충족, ✗ 아직 (찾은 내용과 함께).
        """,
        "help.check": "과제의 목표를 지금 확인합니다",
        "help.check.details": "목표는 입력할 때마다 확인되지만, :check는 무엇이 빠졌는지 알려 줍니다.",
        "help.solution": "과제의 정답을 보여 줍니다 (먼저 한 번 묻습니다)",
        "help.solution.details": "처음 :solution은 정말 볼지 묻고, 두 번째에 보여 줍니다.",
        "help.restart": "레슨을 첫 단계부터 다시 시작합니다",
        "help.restart.details": "세션을 초기화하고 setup 코드를 불러오며, 이 레슨의 진행 상황을 지웁니다.",
        "help.source": "레슨의 setup 코드를 보여 줍니다",
        "help.source.details": "레슨이 시작될 때 불러온 Swift 코드입니다.",
        "help.stack": "화면에 있는 것을 그립니다: 윈도우, 탭, 내비게이션 스택, present된 컨트롤러",
        "help.stack.details": """
        key 윈도우의 계층을 루트 뷰 컨트롤러부터 present된 체인의 맨 위까지 보여 줍니다. 앱 코드는 실행하지 않습니다.
        """,
        "help.help": "명령 목록을 보거나, 명령 하나를 설명합니다",
        "help.help.details": "인자가 없으면 명령마다 한 줄, 이름을 주면 그 명령의 전체 설명입니다.",
        "help.undo": "마지막 입력을 되돌립니다 (그 입력이 해제한 객체도 돌아옵니다)",
        "help.undo.details": "마지막 입력을 뺀 모든 입력으로 프로그램을 조용히 다시 만듭니다.",
        "help.redo": ":undo로 되돌린 입력을 다시 실행합니다",
        "help.redo.details": "가장 최근에 되돌린 입력을 다시 실행합니다.",
        "help.reset": "지금까지 입력한 것을 모두 잊습니다",
        "help.reset.details": "UIKit prelude만 있는 상태에서 다시 시작합니다.",
        "help.quiet": "입력 후 요약을 끄거나 다시 켭니다",
        "help.quiet.details": """
        입력마다 coordlab은 만들어진 객체(+), deinit된 객체(-, 순서대로), 새로 누수되거나 방치된 객체(!)를 보여 줍니다. :quiet로 켜고 끕니다. 파이프 입력은 꺼진 상태로 시작합니다.
        """,
        "help.log": "지금까지의 모든 deinit과, 그 원인이 된 입력",
        "help.log.details": "세션의 deinit 기록을 순서대로, 각각 원인이 된 입력의 번호와 첫 줄과 함께 보여 줍니다.",
        "help.save": "세션의 입력을 :load로 다시 실행할 수 있는 스크립트로 씁니다",
        "help.save.details": """
        효과가 있었던 모든 입력을 순서대로(되돌리거나 실패한 입력은 빼고) 씁니다. :load로 한 단계씩 다시 실행하거나 `coordlab < FILE`로 실행할 수 있습니다.
        """,
        "help.load": "스크립트를 단계별로 보여 주며 다시 실행합니다",
        "help.load.details": "FILE(:save가 쓴 형식)의 입력을 하나씩 입력한 것처럼 출력과 함께 실행합니다.",
        "help.export": "세션을 Markdown, 텍스트, asciicast, JSON, Swift, HTML로 (또는 그래프를) 씁니다",
        "help.export.details": """
        형식은 파일 확장자를 따르거나 --format md|txt|cast|json|swift|html로 정합니다:
          .md     마지막 :reset(또는 :lesson) 이후 세션을 레슨 형식으로: coordlab check로 검증하고
                  :lesson FILE로 엽니다
          .txt    화면에 보인 그대로, 색 없이
          .cast   asciinema용 asciicast v2
          .json   입력마다 입력, 출력, 만들어지고 deinit된 객체, 그래프 (docs/transcript.schema.json)
          .swift  세션의 Swift를 하나의 프로그램으로: `coordlab prelude`와 함께 swiftc로 컴파일하면
                  (제스처는 해당 prelude 호출이 됩니다) 같은 deinit 로그를 출력합니다
          .html   한 파일로 된 웹 페이지
        FILE이 없으면 Markdown을 여기의 coordlab-session-DATE.md에 씁니다 (전체 경로를 출력). 파일은
        원자적으로 쓰고, 이미 있는 파일은 --force일 때만 덮어씁니다. :export graph FILE.dot|.mmd|.txt는
        retain 그래프를 씁니다.
        """,
        "help.quit": "coordlab을 끝냅니다 (Ctrl-D도 같습니다)",
        "help.quit.details": "종료 상태 0으로 세션을 끝냅니다.",
        "help.set": "한도(loops, objects, depth, input)나 언어(lang en|ko)를 보거나 바꿉니다",
        "help.set.details": """
        멈추지 않는 입력을 멈춤 대신 메시지로 끝내는 한도입니다 (트랩 때처럼 세션이 롤백됩니다):
          loops N     입력 하나가 돌 수 있는 반복과 호출 수 (기본 10,000,000)
          objects N   동시에 살아 있을 수 있는 객체 수 (기본 2,000,000)
          depth N     중첩 호출 깊이 (기본 2,000)
          input N     입력 하나의 글자 수 (기본 1,000,000)
        coordlab 자체 문구(시작 화면, 도움말, 메시지, 판정, 레슨)의 언어:
          lang en     영어 (기본값)
          lang ko     한국어; `coordlab --lang ko`나 ko_KR 로케일(LANG, LC_ALL)로도 고를 수 있습니다
        Swift 컴파일러의 진단 메시지는 swiftc의 영어 그대로입니다. 레슨 진행 상황은 두 언어가 공유합니다.
        인자가 없으면 현재 값을 보여 줍니다.
        """,
        "help.wait": "가상 시간을 흘려보냅니다: 때가 된 타이머와 asyncAfter 블록이 실행됩니다",
        "help.wait.details": """
        DURATION은 초(2, 1.5s)나 밀리초(500ms)입니다. 프로그램에서 RunLoop.main.run(until: Date().addingTimeInterval(SECONDS))가 하듯이, 그때까지 런 루프를 돌립니다.

        루프가 도는 규칙과 누가 무엇을 붙잡는지는 :help runloop에 있습니다.
        """,
        "help.pending": "런 루프와 노티피케이션 센터에서 기다리는 것, 그리고 각각이 붙잡은 것",
        "help.pending.details": """
        큐에서 기다리는 블록, 예약된 타이머(가장 빠른 것부터), NotificationCenter.default의 블록 옵저버를 각각이 살려 두는 내 프로그램의 객체와 함께 보여 줍니다.

        루프가 도는 규칙과 누가 무엇을 붙잡는지는 :help runloop에 있습니다.
        """,
        "help.runloop": "시뮬레이션된 런 루프가 도는 규칙과 누가 무엇을 붙잡는지",
        "help.runloop.details": """
        앱의 메인 런 루프는 가상 시간으로 돌아갑니다. 가상 시간은 0에서 시작하고, 직접 흘려보낼 때만 움직입니다. 입력을 하나 실행할 때마다 루프는 한 번 돕니다. 이벤트를 처리한 뒤 쉬고 있는 앱의 루프와 같습니다. 이때 메인 큐 블록(DispatchQueue.main.async)과 이미 때가 된 작업이 보낸 순서대로 실행됩니다.

        :wait 2s는 2초를 흘려보냅니다. 때가 된 asyncAfter 블록과 타이머가 시간 순서대로 실행되고(같은 시각이면 예약한 순서대로), 반복 타이머는 간격마다 실행됩니다. 프로그램에서는 RunLoop.main.run(until: Date().addingTimeInterval(2))가 같은 일을 합니다. `coordlab run`은 컴파일된 프로그램처럼, 프로그램이 루프를 돌릴 때만 대기 중인 작업을 실행합니다. UIView.animate(withDuration:…)와 UIView.transition(with:…)은 animations 블록을 곧바로 실행하고, completion 블록은 애니메이션이 끝날 때까지(이 시계로 delay에 duration을 더한 뒤까지) 붙잡습니다.

        DispatchQueue.global()과 레이블을 붙인 큐도 이 루프에서 실행됩니다(실제 앱에서는 다른 스레드에서, 예측할 수 없는 시점에 실행됩니다). 블록이 무엇을 언제까지 붙잡는지는 같고, 매번 같은 출력이 나옵니다.

        누가 무엇을 붙잡는지는 Apple 문서대로입니다. 큐는 블록이 실행될 때까지 블록을 붙잡습니다. 런 루프는 예약된 타이머를 invalidate()까지 붙잡고, 타이머는 자기 블록을, 또는 target과 userInfo를 붙잡습니다. NotificationCenter.default는 블록 옵저버의 블록을 removeObserver(token)까지 붙잡고, 셀렉터 옵저버는 retain하지 않습니다. 이 소유자들은 그래프의 루트입니다(RunLoop.main, NotificationCenter.default). :why는 타이머가 붙잡은 화면을 보여 주고, :pending은 기다리는 작업을 보여 줍니다.

        target-action 타이머나 셀렉터 옵저버가 가리키는 메서드는 여기서 호출되지 않습니다(Objective-C 런타임이 없습니다). 무엇을 붙잡는지는 정확합니다.

        Combine: 서브젝트(PassthroughSubject, CurrentValueSubject, @Published 프로퍼티의 $name)는 구독을 하나씩 붙잡고, 구독은 sink의 클로저와 그 클로저가 캡처한 것을 붙잡습니다. 구독이 취소되거나, sink가 돌려준 AnyCancellable이 해제되거나, 서브젝트가 끝날 때까지입니다. self의 cancellables에 보관한 토큰의 클로저가 self를 강하게 캡처하면 순환 참조이고, [weak self]가 그것을 끊습니다. assign(to:on:)은 대상 객체를 강하게 붙잡고, assign(to: &$name)은 붙잡지 않습니다. receive(on: DispatchQueue.main)은 이 런 루프에서 값을 전달합니다. debounce(for: 0.3, scheduler: DispatchQueue.main 또는 RunLoop.main)와 delay(for:scheduler:)는 이 런 루프의 가상 시간으로 기다리고, 예약해 둔 작업은 실행될 때까지 구독을 붙잡습니다. throttle(for: 1, scheduler:, latest:)는 첫 값을 스케줄러가 다음에 돌 때 보내고, 그 뒤의 값은 마지막으로 보낸 때부터 간격이 지나면 보냅니다(기다리는 값 중 첫 값 또는 latest면 마지막 값). throttle이 예약한 작업은 구독을 약하게 붙잡습니다. collect()는 업스트림이 끝날 때 모든 값을 배열 하나로 보내고, collect(2)는 두 개씩 묶어 보냅니다. switchToLatest()는 새 내부 퍼블리셔가 오면 이전 것을 취소하고, 업스트림과 가장 최근 내부 퍼블리셔가 모두 끝나면 끝납니다. append(…)는 업스트림이 끝난 뒤 그 원소들을 보냅니다. share()는 모든 구독자를 위해 업스트림을 한 번만 구독하고, 마지막 구독자가 취소하면 그 구독을 취소합니다. NotificationCenter.default.publisher(for:)는 구독마다 블록 옵저버를 등록하고, 센터는 구독이 취소될 때까지 sink를 붙잡습니다. Timer.publish(every: 1, on: .main, in: .common).autoconnect()는 첫 구독자가 올 때 반복 타이머를 시작하고, 런 루프는 마지막 구독이 취소될 때까지 그 타이머와, 타이머를 통해 모든 sink를 붙잡습니다(connect()로 직접 시작하고, connect()가 돌려준 것을 취소하면 멈춥니다). multicast와 makeConnectable()은 connect() 전에는 아무것도 보내지 않습니다. Future는 만들어지는 즉시 클로저를 실행하고 결과를 간직하며(promise가 Future를 붙잡습니다), Deferred는 구독자마다 퍼블리셔를 새로 만듭니다. first(), 에러를 던진 tryMap, 실패한 zip이나 flatMap은 업스트림 구독을 취소합니다. sink는 끝나거나 실패하거나 취소될 때 클로저를 놓습니다.

        태스크: Task { … }는 런 루프가 다음에 돌 때 시작하고, 런 루프는 본문이 끝까지 실행될 때까지 태스크와 그 본문, 본문이 캡처한 것을 붙잡습니다. self를 캡처한 태스크는 그때까지 pop된 화면을 살려 두고, [weak self]는 그러지 않습니다. Task.sleep(for: .seconds(2))(또는 Task.sleep(nanoseconds: 2_000_000_000))는 런 루프가 다른 일을 하게 두었다가 가상 시간이 그 시점에 이르면(:wait 2s) 태스크를 깨웁니다. task.cancel()은 잠든 태스크를 곧바로 깨우고, 그 sleep은 CancellationError를 던집니다. sleep하지 않는 async 함수를 await하면 그 함수는 끝까지 실행됩니다. await task.value는 본문이 끝까지 실행될 때까지 기다립니다. withCheckedContinuation { continuation in … }은 본문을 실행한 뒤 continuation.resume(…)이 올 때까지 기다립니다. 보통 본문이 넘겨준 완료 핸들러가 부릅니다. continuation을 붙잡은 것은 기다리는 태스크도 붙잡습니다. 액터의 메서드는 await하면 같은 런 루프에서 그 자리에서 실행되고, 액터는 클래스가 프로퍼티를 붙잡듯 자기 상태를 붙잡습니다. Task.detached, Task(priority:), Task.yield()도 그 루프에서 실행됩니다(yield하면 루프에 이미 쌓인 일이 먼저 실행됩니다).

        스트림과 태스크 그룹: AsyncStream { continuation in … }(또는 AsyncStream.makeStream(of:))은 빌드 클로저를 곧바로 실행합니다. 뷰 모델, 옵저버, 태스크가 보관한 continuation은 아직 꺼내지 않은 원소와 onTermination 클로저를 붙잡고, yield는 원소를 for await에서 기다리는 태스크에 넘기며, 그 태스크는 런 루프가 다음에 돌 때 깨어납니다. finish()(AsyncThrowingStream이면 finish(throwing:))는 버퍼가 비면 반복을 끝냅니다. onTermination은 한 번만 실행되며, 반복하던 태스크가 취소되거나 스트림과 그 이터레이터가 모두 사라지면 .cancelled로 실행됩니다. withTaskGroup(of:)은 본문을 곧바로 실행합니다. addTask { … }마다 자식 태스크가 추가된 순서대로 이후의 루프 차례에 시작하고, next()나 그룹에 대한 for await는 자식이 끝난 순서대로 결과를 줍니다. 본문이 반환하면 그룹은 남은 자식을 기다립니다. 자식은 끝날 때까지 자기 클로저와 그 클로저가 캡처한 것을 붙잡습니다. async let x = load()는 load()를 이후의 루프 차례에 시작하는 자식 태스크로 실행하고, x를 읽는 곳에서 기다리며, 그 값은 바인딩의 스코프가 끝날 때까지 유지됩니다(튜플을 바인딩하거나 한 번도 읽지 않는 async let은 거부됩니다). Optional 원소의 스트림이나 그룹은 프로그램이 실행되기 전에 거부됩니다.
        """,
        "help.explore": "여기서부터 모든 경로를 걸으며 누수, 버려진 흐름, 증가를 찾습니다",
        "help.explore.details": "지금 화면에서 시작해 --depth 단계(주지 않으면 6)까지의 모든 경로를 너비 우선으로 걸어 봅니다. 맨 위 뷰 컨트롤러의 버튼(앱이 선언한, 인자 없는 메서드), 컨트롤과 바 버튼 아이템과 제스처 인식기의 target-action(sender와 함께), 액션이 클로저인 컨트롤의 터치, :back, :swipe back, :swipe back --cancel, :swipe down, :swipe down --cancel, 화면의 테이블 뷰나 컬렉션 뷰에 보이는 행마다 :select ROW [SECTION], :tab N, 그리고 런 루프의 다음 블록이나 타이머까지 기다리는 :wait가 한 단계입니다. 단계마다 그래프를 판정합니다. 순환 참조와 함께 누수된 객체, 버려진 코디네이터와 화면(:abandoned와 같은 기준), 증가(앞서 본 화면 구성으로 돌아왔는데 앱 객체가 더 살아 있음), 크래시를 찾습니다. 발견한 문제는 한 번씩, 가장 짧은 경로와 그것을 확인하는 :expect 줄과 함께 보여 줍니다. 지금까지 입력한 것 뒤에 그 경로를 입력하면 다시 재현됩니다. 여기 있는 프로그램은 바뀌지 않습니다(경로는 프로그램의 복사본에서 실행됩니다). Ctrl-C로 일찍 멈출 수 있습니다.",
    ]
}

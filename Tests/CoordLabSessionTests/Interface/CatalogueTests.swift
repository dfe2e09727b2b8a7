import Foundation
import Testing
@testable import CoordLabSession

/// The catalogue of coordlab's own words: every language has every key, with the same
/// placeholders, and every command has its help in every language.
@Suite struct CatalogueTests {
    /// Every key, in any language.
    private var allKeys: Set<String> { Set(Catalogue.tables.values.flatMap(\.keys)) }

    @Test func everyLanguageHasEveryKey() {
        for language in InterfaceLanguage.allCases {
            let table = Catalogue.tables[language] ?? [:]
            let missing = allKeys.subtracting(table.keys).sorted()
            #expect(missing.isEmpty, "keys missing in \(language.rawValue): \(missing.joined(separator: ", "))")
        }
    }

    @Test func noKeyIsInTwoPartsOfALanguage() {
        for (language, parts) in Catalogue.parts {
            var seen: Set<String> = []
            for part in parts {
                let twice = seen.intersection(part.keys).sorted()
                #expect(twice.isEmpty, "\(language.rawValue) keys in two parts: \(twice.joined(separator: ", "))")
                seen.formUnion(part.keys)
            }
        }
    }

    @Test func everyLanguageFillsTheSamePlaceholders() {
        let english = Catalogue.tables[.english] ?? [:]
        for language in InterfaceLanguage.allCases where language != .english {
            for (key, template) in Catalogue.tables[language] ?? [:] {
                guard let original = english[key] else { continue }
                #expect(Catalogue.placeholders(template) == Catalogue.placeholders(original),
                        "\(language.rawValue) '\(key)' fills other placeholders than English")
            }
        }
    }

    @Test func everyCommandHasItsHelpInEveryLanguage() {
        let session = Session(output: { _ in })
        for language in InterfaceLanguage.allCases {
            let text = Catalogue(language)
            for command in session.commands.commands + GraphCommands.all {
                #expect(text.has("help.\(command.helpKey)"), "no \(language.rawValue) summary for :\(command.name)")
                #expect(text.has("help.\(command.helpKey).details"), "no \(language.rawValue) help for :\(command.name)")
            }
        }
    }

    @Test func placeholdersAreFilledInTheLanguagesOrder() {
        #expect(Catalogue(.english)("step.position", 2, 5) == "(step 2 of 5)")
        #expect(Catalogue(.korean)("step.position", 2, 5) == "(5단계 중 2단계)")
        #expect(Catalogue(.english).counted("session.saved", 1, "a.txt") == "saved 1 input to a.txt")
        #expect(Catalogue(.english).counted("session.saved", 3, "a.txt") == "saved 3 inputs to a.txt")
    }

    @Test func anExamplesExpectedOutputShowsCoordlabsWordsInTheLanguage() {
        let korean = Catalogue(.korean)
        #expect(korean.translatingOutput("  ! abandoned TrackingCoordinator#1  (:abandoned shows why)")
                == "  ! 방치(abandoned) TrackingCoordinator#1  (:abandoned로 이유를 봅니다)")
        #expect(korean.translatingOutput("error: there is no tab bar on screen") == "오류: 화면에 탭 바가 없습니다")
        #expect(korean.translatingOutput("error: there is no back button on screen: the top of the stack is its root, or a custom leftBarButtonItem or hidesBackButton replaced it")
                == "오류: " + korean("gesture.noBack"))
        #expect(korean.translatingOutput("profile → Screen#1 (2) (seen above)") == "profile → Screen#1 (2) (위에 나옴)")
        // What the program printed is never changed.
        #expect(korean.translatingOutput("TrackingViewController deinit") == "TrackingViewController deinit")
        #expect(Catalogue(.english).translatingOutput("nothing abandoned") == "nothing abandoned")
    }

    @Test func stackSaysItsFewWordsInTheLanguage() {
        var out = ""
        var configuration = Session.Configuration()
        configuration.language = .korean
        let session = Session(configuration: configuration, output: { out += $0 })
        session.showsSummary = false
        session.evaluate("final class Home: UIViewController {}\nfinal class Detail: UIViewController {}\nlet window = UIWindow()\n"
                         + "let nav = UINavigationController(rootViewController: Home())\nnav.pushViewController(Detail(), animated: false)")
        out = ""
        session.evaluate(":stack")
        #expect(out == "(key 윈도우가 없습니다: makeKeyAndVisible()을 호출하지 않았습니다)\n")
        session.evaluate("window.rootViewController = nav\nwindow.makeKeyAndVisible()")
        out = ""
        session.evaluate(":stack")
        #expect(out.contains("    [1] Detail (맨 위)\n"), "\(out)")
        #expect(Catalogue(.korean).translatingOutput("    [0] SplashViewController (top)") == "    [0] SplashViewController (맨 위)")
    }

    @Test func aCommandErrorSpeaksTheSessionsLanguage() {
        let error = CommandError(key: "lesson.none", "zzz")
        #expect(error.message == "no lesson 'zzz'; :lessons lists them")
        #expect(error.message(Catalogue(.korean)) == "'zzz' 레슨은 없습니다. :lessons로 목록을 볼 수 있습니다")
    }
}

/// Which language the locale, `--lang` and `:set lang` choose.
@Suite struct InterfaceLanguageTests {
    @Test func theLocaleChoosesInPOSIXOrder() {
        #expect(InterfaceLanguage.fromLocale([:]) == .english)
        #expect(InterfaceLanguage.fromLocale(["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(InterfaceLanguage.fromLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == .english)
        #expect(InterfaceLanguage.fromLocale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == .korean)
        #expect(InterfaceLanguage.fromLocale(["LANG": "fr_FR.UTF-8"]) == .english)
        #expect(InterfaceLanguage.fromLocale(["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .korean)
    }

    @Test func codesNameLanguages() {
        #expect(InterfaceLanguage(code: "ko") == .korean)
        #expect(InterfaceLanguage(code: "KO") == .korean)
        #expect(InterfaceLanguage(code: "한국어") == .korean)
        #expect(InterfaceLanguage(code: "en") == .english)
        #expect(InterfaceLanguage(code: "klingon") == nil)
    }

    @Test func setLangSwitchesTheSessionsWords() {
        var out = ""
        let session = Session(output: { out += $0 })
        session.evaluate(":set lang ko")
        #expect(out == "lang ko: 이제 한국어로 표시합니다\n")
        out = ""
        session.evaluate(":undo")
        #expect(out == "오류: 되돌릴 입력이 없습니다\n")
        out = ""
        session.evaluate(":set lang xx")
        #expect(out.hasPrefix("오류: 'xx' 언어는 없습니다"))
        out = ""
        session.evaluate(":set lang en")
        session.evaluate(":undo")
        #expect(out.hasSuffix("error: nothing to undo\n"))
    }

    @Test func swiftDiagnosticsStayInSwiftsWords() {
        var out = ""
        var configuration = Session.Configuration()
        configuration.language = .korean
        let session = Session(configuration: configuration, output: { out += $0 })
        session.evaluate("let x: Int = \"a\"")
        #expect(out.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
    }
}

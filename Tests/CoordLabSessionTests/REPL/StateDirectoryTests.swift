@testable import CoordLabSession
import Foundation
import TestSupport
import Testing

/// Where coordlab keeps per-user files.
@Suite struct StateDirectoryTests {
    @Test func usesXDGStateHome() {
        let url = StateDirectory.resolve(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/ana"])
        #expect(url.path == "/x/state/coordlab")
        #expect(StateDirectory(url: url).historyURL.path == "/x/state/coordlab/history")
    }

    @Test func fallsBackToHomeWhenXDGStateHomeIsUnsetEmptyOrRelative() {
        for environment in [
            ["HOME": "/home/ana"],
            ["HOME": "/home/ana", "XDG_STATE_HOME": ""],
            ["HOME": "/home/ana", "XDG_STATE_HOME": "relative/state"],
        ] {
            #expect(StateDirectory.resolve(environment: environment).path == "/home/ana/.local/state/coordlab")
        }
    }

    @Test func createsTheDirectoryPrivateOnDemand() throws {
        let root = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = StateDirectory(environment: ["XDG_STATE_HOME": root.appendingPathComponent("state").path])
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
        try directory.create()
        #expect(try Harness.mode(of: directory.url) == 0o700)
        try directory.create()  // a second time is fine
    }
}

import CoordLabSyntax
import SwiftSyntax

/// `#available(iOS 15, *)` and `#unavailable(iOS 14)`: decided when the program is
/// compiled, for the device the prelude stands for, an iPhone on iOS 26.0
/// (`UIDevice.current.systemVersion`). Another platform's version is skipped, and `*`
/// (any other platform) is available; so every check an app makes for a released iOS
/// holds, as it does on an up-to-date device and in a build on Linux.
enum AvailabilityConditions {
    /// The iOS version of the device coordlab simulates, as `[major, minor]`.
    static let simulatedIOSVersion = [26, 0]

    /// Whether the condition holds on the simulated device.
    static func holds(_ c: AvailabilityConditionSyntax) -> Bool {
        var available = true
        for argument in c.availabilityArguments {
            guard case .availabilityVersionRestriction(let r) = argument.argument,
                  r.platform.text == "iOS" || r.platform.text == "iOSApplicationExtension" || r.platform.text == "macCatalyst",
                  let version = r.version else { continue }
            available = !isLater(version, than: simulatedIOSVersion)
        }
        return c.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
    }

    /// Whether `version` (`15`, `15.4`, `15.4.1`) is later than `reference`.
    private static func isLater(_ version: VersionTupleSyntax, than reference: [Int]) -> Bool {
        var parts = [Int(version.major.text) ?? 0]
        parts += version.components.map { Int($0.number.text) ?? 0 }
        for (k, r) in reference.enumerated() {
            let p = k < parts.count ? parts[k] : 0
            if p != r { return p > r }
        }
        return parts.dropFirst(reference.count).contains { $0 > 0 }
    }
}

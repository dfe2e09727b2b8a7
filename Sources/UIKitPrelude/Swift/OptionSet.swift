// Swift's OptionSet, for coordlab
// ===============================
//
// A program's option set (`struct Features: OptionSet { let rawValue: Int; static let
// push = Features(rawValue: 1 << 0) }`) and UIKit's (`UIView.AnimationOptions`) get here
// what the standard library gives them, computed on the raw value's bits as Swift's
// `OptionSet` and `SetAlgebra` compute them: an empty set, membership, the set
// operations and their mutating forms, and a set written as an array literal
// (`[.push, .badge]`), made by inserting each element in turn. coordlab loads this file
// before the UIKit stand-ins; `coordlab prelude` does not print it, because swiftc has
// the real `OptionSet`.

protocol OptionSet: Equatable, ExpressibleByArrayLiteral {
    associatedtype RawValue
    var rawValue: RawValue { get }
    init(rawValue: RawValue)
}

extension OptionSet where RawValue: FixedWidthInteger {
    /// The empty set.
    init() {
        self.init(rawValue: 0)
    }

    /// The set of the literal's elements.
    init(arrayLiteral elements: Self...) {
        self.init(rawValue: 0)
        for element in elements {
            insert(element)
        }
    }

    /// Whether no option is in the set.
    var isEmpty: Bool { rawValue == 0 }

    /// Whether every option of `member` is in the set.
    func contains(_ member: Self) -> Bool {
        isSuperset(of: member)
    }

    /// The options in either set.
    func union(_ other: Self) -> Self {
        Self(rawValue: rawValue | other.rawValue)
    }

    /// The options in both sets.
    func intersection(_ other: Self) -> Self {
        Self(rawValue: rawValue & other.rawValue)
    }

    /// The options in one set but not both.
    func symmetricDifference(_ other: Self) -> Self {
        Self(rawValue: rawValue ^ other.rawValue)
    }

    /// The options of the set that are not in `other`.
    func subtracting(_ other: Self) -> Self {
        intersection(symmetricDifference(other))
    }

    /// Whether every option of the set is in `other`.
    func isSubset(of other: Self) -> Bool {
        intersection(other) == self
    }

    /// Whether every option of `other` is in the set.
    func isSuperset(of other: Self) -> Bool {
        other.isSubset(of: self)
    }

    /// Whether the sets have no option in common.
    func isDisjoint(with other: Self) -> Bool {
        intersection(other).isEmpty
    }

    /// Adds the options of `other`.
    mutating func formUnion(_ other: Self) {
        self = Self(rawValue: rawValue | other.rawValue)
    }

    /// Keeps the options that are in `other` too.
    mutating func formIntersection(_ other: Self) {
        self = Self(rawValue: rawValue & other.rawValue)
    }

    /// Keeps the options in one set but not both.
    mutating func formSymmetricDifference(_ other: Self) {
        self = Self(rawValue: rawValue ^ other.rawValue)
    }

    /// Removes the options of `other`.
    mutating func subtract(_ other: Self) {
        formIntersection(symmetricDifference(other))
    }

    /// Adds `newMember`'s options; whether any was missing, and the member as the set
    /// has it afterwards.
    @discardableResult
    mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let oldMember = intersection(newMember)
        let shouldInsert = oldMember != newMember
        let result = (inserted: shouldInsert, memberAfterInsert: shouldInsert ? newMember : oldMember)
        if shouldInsert {
            formUnion(newMember)
        }
        return result
    }

    /// Removes `member`'s options; the ones that were in the set, or nil if none was.
    @discardableResult
    mutating func remove(_ member: Self) -> Self? {
        let intersectionElements = intersection(member)
        if intersectionElements.isEmpty {
            return nil
        }
        subtract(member)
        return intersectionElements
    }

    /// Adds `newMember`'s options; the ones that were already in the set, or nil if none was.
    @discardableResult
    mutating func update(with newMember: Self) -> Self? {
        let r = intersection(newMember)
        formUnion(newMember)
        return r.isEmpty ? nil : r
    }
}

public enum CoordLabVersion { public static let current = "0.1.0" }

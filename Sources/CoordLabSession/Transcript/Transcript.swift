import Foundation

/// A session as it happened: every input with its output, when it ran, what it created
/// and deinitialized, and the graph after it. Exports (Markdown, text, asciicast, JSON,
/// Swift, HTML) are renderings of this one record.
public struct Transcript: Codable, Equatable {
    /// One input and what followed.
    public struct Entry: Codable, Equatable {
        /// The input as typed (Swift or a `:command`, possibly several lines).
        var input: String
        /// Everything it printed, without colour.
        var output: String
        /// Whether it succeeded (a failed input was rolled back).
        var succeeded: Bool
        /// Seconds from the start of the session to the input.
        var time: Double
        /// Seconds the input took.
        var duration: Double
        /// Objects created, as `Type#n`.
        var created: [String]
        /// Objects deinitialized, in order.
        var deinitialized: [String]
        /// The retain graph after the input, as a plain ASCII tree.
        var graph: String
        /// The Swift this input stands for, when it has one: the input itself for Swift,
        /// the prelude call for a gesture (`_ = __coordlabBack()`), nil for other commands.
        var swift: String?

        init(input: String, output: String, succeeded: Bool, time: Double = 0, duration: Double = 0,
                    created: [String] = [], deinitialized: [String] = [], graph: String = "", swift: String? = nil) {
            self.input = input
            self.output = output
            self.succeeded = succeeded
            self.time = time
            self.duration = duration
            self.created = created
            self.deinitialized = deinitialized
            self.graph = graph
            self.swift = swift
        }
    }

    /// The format's version.
    var version = 1
    /// coordlab's version.
    var coordlab = CoordLabVersion.current
    /// When the session started (ISO 8601).
    var started: String
    /// Whether the after-input summary was shown (the Markdown export replays with it).
    var showsSummary: Bool
    /// Terminal size, for the asciicast.
    var width = 100
    /// Terminal height, for the asciicast.
    var height = 30
    /// The inputs, in order.
    public var entries: [Entry] = []

    public init(started: Date = Date(), showsSummary: Bool = true) {
        self.started = ISO8601DateFormatter().string(from: started)
        self.showsSummary = showsSummary
    }
}

/// A way to write a transcript to a file: one type per format, chosen by extension.
protocol TranscriptFormat {
    /// The file extensions this format is chosen for.
    static var extensions: [String] { get }
    /// The file's contents.
    func render(_ transcript: Transcript) throws -> String
}

/// A file that is not valid JSON (or not acceptable JSON: see `JSONParser`), with the place.
public struct JSONError: Error, Sendable, Equatable {
    public var position: SourcePosition
    /// One line, lower case, no file name: the caller knows the file.
    public var message: String

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}

extension JSONError: CustomStringConvertible {
    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}

/// A file that is not valid JSON (or not acceptable JSON: see `JSONParser`), with the place.
package struct JSONError: Error, Sendable, Equatable {
    package var position: SourcePosition
    /// One line, lower case, no file name: the caller knows the file.
    package var message: String

    package init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}

extension JSONError: CustomStringConvertible {
    /// `line:column: message`.
    package var description: String { "\(position): \(message)" }
}

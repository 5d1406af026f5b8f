extension FileError {
    /// Runs `body`, which reads the JSON of `file`, and gives a syntax or validation error it
    /// throws the file's name.
    package static func naming<Result>(_ file: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as JSONError {
            throw FileError(file: file, position: error.position, problem: error.message)
        } catch let error as JSONValidationError {
            throw FileError(file: file, position: error.position, path: error.path, problem: error.message)
        }
    }
}

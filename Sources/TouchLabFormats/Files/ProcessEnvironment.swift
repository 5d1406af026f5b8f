import Glibc

/// The process's environment variables, read from `environ` (instead of Foundation's
/// `ProcessInfo`, for the reason `LocalFiles` gives).
package enum ProcessEnvironment {
    /// Every variable, by name; for a name given twice the first one wins, as `getenv` finds.
    package static var current: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}

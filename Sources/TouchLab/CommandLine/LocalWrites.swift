import Glibc

/// What the files and folders the command writes share: the permissions a new one gets,
/// and writing a whole buffer to a descriptor.
enum LocalWrites {
    /// The process's umask, read once by setting and restoring it: files are made private
    /// (mkstemp, mkdtemp) and given the usual permissions only when put in place.
    static let umaskValue: mode_t = {
        let value = umask(0o022)
        umask(value)
        return value
    }()

    /// `mode` as the umask leaves it.
    static func permissions(_ mode: mode_t) -> mode_t { mode & ~umaskValue }

    /// Writes all of `bytes` to `descriptor`, retrying interrupted and partial writes.
    /// Returns nil, or the errno of the write that failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return nil
    }
}

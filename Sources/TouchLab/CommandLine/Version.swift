/// TouchLab's version, the one place it is written: `touchlab --version` prints it, and a
/// test checks that it is the newest version in CHANGELOG.md.
package enum TouchLabVersion {
    package static let current = "1.0.0"
}

import Glibc
import Testing
import TouchLabAssets
@testable import TouchLabFormats

struct AssetsDirectoryTests {
    /// `touchlab` finds the built-in assets without SwiftPM's `Bundle.module` (which would
    /// link Foundation): it must find the very folder `Bundle.module` does.
    @Test func findsTheBundleSwiftPMsAccessorFinds() {
        #expect(realPath(AssetsDirectory.path) == realPath(TouchLabAssets.directory))
        #expect(LocalFiles.entries(of: AssetsDirectory.path + "/scenes")?.contains("seed-a-to-e.json") == true)
    }

    /// An installed `PREFIX/bin/touchlab` reads `PREFIX/share/touchlab`; a bundle beside
    /// the executable (a build tree) comes first.
    @Test func findsTheInstalledShareFolder() throws {
        var template = Array("/tmp/touchlab-prefix-XXXXXX".utf8CString)
        let prefix = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            .map { String(cString: $0) })
        let bundle = "\(prefix)/bin/\(AssetsDirectory.bundleName)"
        defer {
            for path in [bundle, "\(prefix)/bin", "\(prefix)/share/touchlab/scenes", "\(prefix)/share/touchlab",
                         "\(prefix)/share", prefix] { rmdir(path) }
        }
        #expect(LocalFiles.createDirectories("\(prefix)/share/touchlab/scenes"))
        #expect(LocalFiles.createDirectories("\(prefix)/bin"))
        #expect(AssetsDirectory.path(executable: "\(prefix)/bin/touchlab") == "\(prefix)/share/touchlab")
        #expect(LocalFiles.createDirectories(bundle))
        #expect(AssetsDirectory.path(executable: "\(prefix)/bin/touchlab") == bundle)
        #expect(AssetsDirectory.path(executable: "/no/such/bin/touchlab").hasSuffix("/Assets"))
    }

    @Test func namesPartsOfPaths() {
        #expect(LocalFiles.lastComponent(of: "scenes/seed.json") == "seed.json")
        #expect(LocalFiles.lastComponent(of: "/a/b/") == "b")
        #expect(LocalFiles.lastComponent(of: "seed") == "seed")
        #expect(LocalFiles.lastComponent(of: "/") == "/")
        #expect(LocalFiles.stem(of: "seed.v2.json") == "seed.v2")
        #expect(LocalFiles.stem(of: ".hidden") == ".hidden")
        #expect(LocalFiles.folder(of: "a/b.json") == "a")
        #expect(LocalFiles.folder(of: "/b.json") == "/")
        #expect(LocalFiles.folder(of: "b.json") == ".")
    }

    @Test func createsMissingFoldersAndListsThem() throws {
        var template = Array("/tmp/touchlab-files-XXXXXX".utf8CString)
        let root = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            .map { String(cString: $0) })
        defer { for path in ["\(root)/a/b/c", "\(root)/a/b", "\(root)/a", root] { rmdir(path) } }
        #expect(LocalFiles.createDirectories("\(root)/a/b/c"))
        #expect(LocalFiles.isDirectory("\(root)/a/b/c"))
        #expect(LocalFiles.entries(of: "\(root)/a") == ["b"])
        #expect(!LocalFiles.exists("\(root)/a/none"))
        #expect(LocalFiles.entries(of: "\(root)/a/none") == nil)
    }

    /// Every variable `getenv` sees, with the same value (no test sets any: the tests run
    /// in parallel, and `setenv` races with readers).
    @Test func readsTheEnvironmentAsGetenvDoes() {
        let variables = ProcessEnvironment.current
        #expect(!variables.isEmpty)
        for (name, value) in variables {
            #expect(getenv(name).map { String(cString: $0) } == value, "\(name)")
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchLab",
    products: [
        .executable(name: "touchlab", targets: ["touchlab"]),
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchLab", targets: ["TouchLab"]),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xi xext",
                       providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev"])]),
        // Cairo, and Pango on it for text (shaping, fallback through fontconfig, wrapping).
        .systemLibrary(name: "CCairo", pkgConfig: Context.packageDirectory + "/Sources/CCairo/touchlab-text.pc",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // giflib writes exported GIFs (the LZW coding and the file's blocks).
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // No unsafeFlags in a library target: the model's hot stored properties carry
        // @exclusivity(unchecked) instead (docs/PERFORMANCE.md says which and why).
        .target(name: "TouchKit", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "TouchKitCairo", dependencies: ["TouchKit", "CCairo"]),
        .target(name: "FrameSnapshots", dependencies: ["TouchKitCairo"]),
        // The one seeded generator of the fuzzers, property tests and benchmarks.
        .target(name: "SeededRandom"),
        .target(name: "TouchKitX11", dependencies: ["TouchKit", "CX11"]),
        // The app, in layers that import only downward (scripts/check-layers.sh checks it):
        // file formats <- the engine that runs a scene <- the lab UI <- the app <- touchlab.
        // The built-in scenes and replays as SwiftPM resources: found beside an installed binary,
        // not through the source tree. touchlab does not link this target (SwiftPM's
        // Bundle.module accessor imports Foundation, ~10 MiB of resident memory in every
        // window): TouchLabFormats' AssetsDirectory finds the bundle, and `make install` and
        // `make run` build it.
        .target(name: "TouchLabAssets", path: "Assets", sources: ["TouchLabAssets.swift"],
                resources: [.copy("scenes"), .copy("replays"), .copy("fonts")]),
        .target(name: "TouchLabFormats", dependencies: ["TouchKit"]),
        .target(name: "TouchLabEngine", dependencies: ["TouchKit", "TouchLabFormats"]),
        .target(name: "TouchLabUI", dependencies: ["TouchKit", "TouchKitCairo", "TouchLabFormats", "TouchLabEngine"]),
        .target(name: "TouchLab", dependencies: ["TouchKit", "TouchKitCairo", "TouchKitX11", "TouchLabFormats",
                                                 "TouchLabEngine", "TouchLabUI", "CGif"]),
        .executableTarget(name: "touchlab", dependencies: ["TouchLab"]),
        // Examples/: programs that build their views in code and run them with LabApp, each
        // with the input files its usage line names.
    ] + ["minimum-hit-area", "tab-bar-hit-test", "pass-through-overlay", "checkmark-gesture", "finger-trail"].map {
        .executableTarget(name: $0, dependencies: ["TouchKit", "TouchLab"], path: "Examples/\($0)",
                          exclude: ["checkmark-gesture": ["check.jsonl"], "finger-trail": ["drag.jsonl"]][$0] ?? [],
                          swiftSettings: [.swiftLanguageMode(.v6)])
    } + [
        .executableTarget(name: "x11-probe", dependencies: ["TouchKitX11", "TouchKit"]),
        .target(name: "CHitTestBaseline"),
        // A counting malloc, linked only into touchlab-bench (allocations per dispatched event).
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "touchlab-bench",
                          dependencies: ["CHitTestBaseline", "CAllocationCounter", "SeededRandom", "TouchKit", "TouchKitCairo", "TouchKitX11", "TouchLabFormats",
                                         "TouchLabEngine", "TouchLabUI", "TouchLab", "CX11"]),
        .testTarget(name: "TouchKitTests", dependencies: ["TouchKit", "SeededRandom"]),
        .testTarget(name: "TouchKitCairoTests", dependencies: ["TouchKitCairo", "FrameSnapshots", "TouchKit", "SeededRandom"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TouchLabFormatsTests", dependencies: ["TouchLabFormats", "TouchKit", "TouchLabAssets", "CAllocationCounter"]),
        .testTarget(name: "TouchLabEngineTests", dependencies: ["TouchLabEngine", "TouchLabFormats", "TouchKit"],
                    exclude: ["__Traces__"]),
        .testTarget(name: "TouchLabUITests", dependencies: ["TouchLabUI", "TouchLabEngine", "TouchLabFormats", "TouchKit",
                                                            "TouchKitCairo", "FrameSnapshots", "GeometryTesting", "SeededRandom"],
                    exclude: ["Lab/__Snapshots__", "Frames/__Snapshots__"]),
        .testTarget(name: "TouchLabTests", dependencies: ["TouchLab", "TouchLabUI", "TouchLabEngine", "TouchLabFormats",
                                                          "TouchKit", "XServerTesting", "GeometryTesting", "SeededRandom"],
                    exclude: ["__Routes__"]),
        .testTarget(name: "ExamplesTests", dependencies: ["FrameSnapshots", "TouchKitCairo", "XServerTesting"],
                    exclude: ["__Traces__", "__Snapshots__"]),
        .target(name: "XServerTesting", path: "Sources/XServerTesting"),
        .target(name: "GeometryTesting", dependencies: ["TouchKit"]),
        .testTarget(name: "TouchKitX11Tests", dependencies: ["TouchKitX11", "TouchKit", "CX11", "XServerTesting"]),
    ],
    // The package's own targets build in Swift 5 language mode; the examples, written as a
    // user's package would be (Swift 6 mode, what `swift package init` gives), in Swift 6.
    swiftLanguageModes: [.v5]
)

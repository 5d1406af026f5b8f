// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TouchLab",
    products: [
        .executable(name: "touchlab", targets: ["touchlab"]),
        .library(name: "TouchKit", targets: ["TouchKit"]),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xi xext",
                       providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo cairo-ft freetype2",
                       providers: [.apt(["libcairo2-dev"])]),
        // Release builds skip the dynamic exclusivity checks in the model's hot paths (hit
        // test, dispatch); the tests and the fuzzer run debug builds, with the checks on.
        .target(name: "TouchKit",
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
                linkerSettings: [.linkedLibrary("m")]),
        .target(name: "TouchKitCairo", dependencies: ["TouchKit", "CCairo"]),
        .target(name: "SnapshotTesting", dependencies: ["TouchKitCairo"]),
        .target(name: "TouchKitX11", dependencies: ["TouchKit", "CX11"]),
        .target(name: "TouchLab", dependencies: ["TouchKit", "TouchKitCairo", "TouchKitX11"]),
        .executableTarget(name: "touchlab", dependencies: ["TouchLab"]),
        .executableTarget(name: "x11-probe", dependencies: ["TouchKitX11", "TouchKit"]),
        .target(name: "CHitTestBaseline"),
        .executableTarget(name: "touchlab-bench",
                          dependencies: ["CHitTestBaseline", "TouchKit", "TouchKitCairo", "TouchKitX11", "TouchLab", "CX11"]),
        .testTarget(name: "TouchKitTests", dependencies: ["TouchKit"]),
        .testTarget(name: "TouchKitCairoTests", dependencies: ["TouchKitCairo", "SnapshotTesting", "TouchKit"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TouchLabTests", dependencies: ["TouchLab", "TouchKit", "SnapshotTesting", "TouchKitCairo",
                                                          "XServerTesting"],
                    exclude: ["__Traces__", "Lab/__Snapshots__", "Frames/__Snapshots__"]),
        .target(name: "XServerTesting", path: "Sources/XServerTesting"),
        .testTarget(name: "TouchKitX11Tests", dependencies: ["TouchKitX11", "TouchKit", "CX11", "XServerTesting"]),
    ]
)

import TouchKit
import TouchLabFormats
import TouchLabEngine

/// Where a run's scene comes from: a scene file (`touchlab`), or views built in code
/// (`LabApp.run`). Everything after building the scene is the same for both.
@MainActor
package enum SceneOrigin {
    case file(SceneDescription)
    /// A tree built in code exists once, so every build returns the same scene.
    case code(Scene)

    /// The scene to run: a fresh one for a file, the one scene for code.
    package func build() -> Scene {
        switch self {
        case .file(let description): SceneBuilder().build(description)
        case .code(let scene): scene
        }
    }

    /// Whether the scene has a view named `name`.
    package func hasView(named name: String) -> Bool {
        switch self {
        case .file(let description): description.views.contains { $0.name == name }
        case .code(let scene): scene.view(named: name) != nil
        }
    }

    /// The scene's size in points, which sets the window's.
    package var size: Size {
        switch self {
        case .file(let description): description.size
        case .code(let scene): scene.size
        }
    }

    package var name: String {
        switch self {
        case .file(let description): description.name
        case .code(let scene): scene.name
        }
    }
}

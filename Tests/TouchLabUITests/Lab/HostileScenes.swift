import TouchKit

/// Scenes made to be hard on the label layout, never used to tune it: small controls
/// hugging the edges under several recognizers, and controllers nested three deep.
enum HostileScenes {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let json: String
        let taps: [Point]
        var description: String { name }
    }

    static let all = [edgeControls, nestedControllers]

    /// 24-point buttons and a switch in every corner of a small scene, each under a view
    /// with a tap, a double tap and a long press, tapped once and twice.
    static let edgeControls = Case(name: "edge-controls", json: """
        { "name": "edge-controls", "size": [420, 300],
          "root": { "name": "Screen", "frame": [0, 0, 420, 300],
            "gestures": [ { "kind": "tap", "name": "screenTap" },
                          { "kind": "tap", "name": "screenDoubleTap", "taps": 2 },
                          { "kind": "longPress", "name": "screenPress" } ],
            "children": [
              { "name": "TopLeftCorner", "frame": [0, 0, 60, 40],
                "gestures": [ { "kind": "tap", "name": "cornerTap" }, { "kind": "pan", "name": "cornerPan" } ],
                "children": [ { "name": "Close", "kind": "button", "label": "×", "frame": [2, 2, 24, 24] } ] },
              { "name": "TopRightCorner", "frame": [360, 0, 60, 40],
                "children": [ { "name": "Toggle", "kind": "switch", "frame": [8, 4, 51, 31] } ] },
              { "name": "BottomEdge", "frame": [0, 270, 420, 30], "handles": ["all"],
                "gestures": [ { "kind": "tap", "name": "edgeTap", "requiresToFail": "edgeDoubleTap" },
                              { "kind": "tap", "name": "edgeDoubleTap", "taps": 2 } ],
                "children": [ { "name": "Ok", "kind": "button", "label": "OK", "frame": [390, 3, 28, 24] },
                              { "name": "Info", "frame": [0, 3, 24, 24], "handles": ["all"] } ] } ] } }
        """, taps: [Point(x: 12, y: 12), Point(x: 395, y: 18), Point(x: 12, y: 285), Point(x: 402, y: 285),
                    Point(x: 200, y: 285), Point(x: 202, y: 286), Point(x: 210, y: 150)])

    /// Three view controllers nested inside one another, each root view handling and
    /// calling super, with the innermost view tiny and at the scene's bottom-right corner.
    static let nestedControllers = Case(name: "nested-controllers", json: """
        { "name": "nested-controllers", "size": [360, 260],
          "root": { "name": "Root", "frame": [0, 0, 360, 260], "controller": "RootVC",
            "children": [
              { "name": "Outer", "frame": [100, 60, 260, 200], "controller": "OuterVC",
                "handles": ["began"], "callsSuper": true,
                "children": [
                  { "name": "Middle", "frame": [80, 60, 180, 140], "controller": "MiddleVC",
                    "handles": ["began", "ended"], "callsSuper": true,
                    "gestures": [ { "kind": "tap", "name": "middleTap", "cancelsTouchesInView": false } ],
                    "children": [
                      { "name": "Inner", "frame": [120, 100, 60, 40], "controller": "InnerVC",
                        "handles": ["all"],
                        "children": [ { "name": "Dot", "frame": [44, 24, 16, 16] } ] } ] } ] } ] } }
        """, taps: [Point(x: 352, y: 252), Point(x: 340, y: 240), Point(x: 200, y: 150), Point(x: 5, y: 5)])
}

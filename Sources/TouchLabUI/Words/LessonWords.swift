import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The built-in scenes' titles and summaries in every language. A scene gets its
/// translation only while its English text is the one translated here (keyed by name and
/// that text, as a message catalog keys by the source text): a scene file of the user's
/// with a built-in name, or a built-in scene whose English changed, shows its own words.
package struct LessonWords: Sendable, Equatable {
    let language: Language

    /// A built-in scene's words: English as in its file, and Simplified Chinese.
    package struct Entry: Sendable {
        package let title: (english: String, chinese: String)
        package let summary: (english: String, chinese: String)
    }

    /// `scene`'s title in this language (its name when it has none).
    @MainActor
    package func title(of scene: Scene) -> String {
        title(named: scene.name, english: scene.title)
    }

    /// The title of the scene `name` whose file says `english` (its name when empty), in
    /// this language.
    package func title(named name: String, english: String) -> String {
        guard let entry = Self.entries[name], entry.title.english == english else { return english.isEmpty ? name : english }
        return language.pick(entry.title.english, entry.title.chinese)
    }

    /// `scene`'s summary in this language.
    @MainActor
    package func summary(of scene: Scene) -> String {
        guard let entry = Self.entries[scene.name], entry.summary.english == scene.summary else { return scene.summary }
        return language.pick(entry.summary.english, entry.summary.chinese)
    }

    /// Puts the built-in scene's hints (its caption labels' texts) into this language,
    /// each only while its English is the one translated here. Labels are drawn, never
    /// traced: the trace stays the same.
    @MainActor
    package func translateHints(in scene: Scene) {
        guard let hints = Self.hints[scene.name] else { return }
        for (name, text) in hints {
            guard let label = scene.view(named: name) as? Label, label.text == text.english else { continue }
            label.text = language.pick(text.english, text.chinese)
        }
    }

    /// The built-in scenes' caption labels, by scene and view name.
    package static let hints: [String: [String: (english: String, chinese: String)]] = [
        "button-in-tapped-view": ["Caption": ("Tap Buy, the switch, or the panel", "点 Buy、开关或 Panel")],
        "control-priority": ["Caption": ("Tap Buy, Dial, Plain or the panel", "点 Buy、Dial、Plain 或 Panel")],
        "double-tap-single-tap": ["PhotoNote": ("Tap once, or twice quickly", "点一下，或快速点两下")],
        "enlarged-hit-area": [
            "Title1": ("Default hit area", "默认点击区域"),
            "Title2": ("own point(inside:): 44 × 44", "重写的 point(inside:)：44 × 44"),
            "Hint": ("Tap 8 points left of each ×'s left edge. Which answers? Dashed: the right one's 44 × 44 area",
                     "在每个 × 的左边缘再往左 8 点处点击。哪个会响应？虚线：右边那个的 44 × 44 区域"),
        ],
        "gestures-touches-controls": [
            "PressNote": ("Press and hold 0.5 s", "按住 0.5 秒"),
            "SwipeNote": ("Swipe right →", "向右轻扫 →"),
            "CardNote": ("Drag the slider, tap Play or pan", "拖动滑块、点 Play 或拖动卡片"),
        ],
        "hidden-alpha-disabled": ["Note": ("Tap where the cards overlap: which card answers?", "点卡片重叠的地方：哪张卡片响应？")],
        "pan-cancels-touches": ["CanvasNote": ("Drag here: the pan begins after 10 points", "在这里拖动：移动 10 点后拖动手势开始")],
        "pinch-rotate": ["Note": ("multipleTouchEnabled is false (UIKit's default): Map takes one touch at a time",
                                  "multipleTouchEnabled 为 false（UIKit 默认）：Map 一次只接收一个触摸")],
        "scroll-view-buttons": [
            "ListNote": ("UIKit's defaults", "UIKit 的默认设置"),
            "ImmediateNote": ("delaysContentTouches off", "delaysContentTouches 关"),
            "EagerNote": ("delaysContentTouches off + touchesShouldCancel yes", "delaysContentTouches 关 + touchesShouldCancel 是"),
            "LockedNote": ("canCancelContentTouches off", "canCancelContentTouches 关"),
        ],
        "tap-vs-view": [
            "CardNote": ("cardTap: a tap recognizer", "cardTap：点击手势识别器"),
            "PlainNote": ("no recognizer", "没有手势识别器"),
        ],
        "transforms-and-bounds": ["Note": ("Card: rotate -12.  Stamp: rotate 45, scale 0.8.  Feed: bounds origin (0, 200), scrolled.",
                                           "Card：旋转 -12。Stamp：旋转 45，缩放 0.8。Feed：bounds 原点 (0, 200)，已滚动。")],
    ]

    package static let entries: [String: Entry] = [
        "button-in-tapped-view": Entry(
            title: ("A button inside a view with a tap recognizer", "带点击手势识别器的视图里放一个按钮"),
            summary: ("A panel with a tap recognizer (panelTap) holds a Buy button and a switch. Tap Buy, the switch and the panel around them, and watch who takes each tap: panelTap, or the control under the finger.",
                      "Panel 带有一个点击手势识别器（panelTap），里面有 Buy 按钮和一个开关。分别点 Buy、开关和它们周围的 Panel，看每次点击由谁拿到：panelTap，还是手指下的控件。")),
        "control-priority": Entry(
            title: ("Who wins a tap: system control > gesture > custom control > view", "谁抢到点击：系统控件 > 手势 > 自定义控件 > 视图"),
            summary: ("The panel has a tap recognizer (panelTap) and holds Buy (a system button), Dial (a custom Control subclass with no tap of its own) and Plain (a view that handles touches). Tap each of them and the panel, and compare who takes the tap and which touch messages each view gets.",
                      "Panel 有一个点击手势识别器（panelTap），里面有 Buy（系统按钮）、Dial（自定义 Control 子类，没有自己的点击）和 Plain（一个处理触摸的普通视图）。逐个点它们和 Panel，比较每次点击由谁拿到、每个视图收到哪些触摸消息。")),
        "double-tap-single-tap": Entry(
            title: ("Double tap, with the single tap waiting for it to fail", "双击，单击等它识别失败"),
            summary: ("Photo has two tap recognizers: doubleTap (two taps) and singleTap, which requires doubleTap to fail. Tap once, then twice quickly, and watch how long singleTap waits and which of the two takes the tap.",
                      "Photo 上有两个点击手势识别器：doubleTap（点两下）和 singleTap，后者要等 doubleTap 落空（require(toFail:)）。先点一下，再快速点两下，看 singleTap 等了多久、两者中哪一个拿到这次点击。")),
        "enlarged-hit-area": Entry(
            title: ("Enlarged hit area: 44 × 44 points", "扩大点击区域：44 × 44 点"),
            summary: ("Two close buttons, each 20 points wide. The right one overrides point(inside:with:) to answer yes anywhere within 44 × 44 points, the dashed square (minimumHitSize is this scene's setting, not UIKit API; 44 points is Apple's suggested minimum). Tap just outside each ×, and see which one answers.",
                      "两个关闭按钮，都只有 20 点宽。右边那个重写了 point(inside:with:)，在 44 × 44 点的虚线方框内都回答“在内”（minimumHitSize 是本场景自己的设置，不是 UIKit API；44 点是 Apple 建议的最小尺寸）。在每个 × 外面一点点击，看哪个会响应。")),
        "gestures-touches-controls": Entry(
            title: ("Gestures, touches and controls side by side", "手势、触摸与控件并排对比"),
            summary: ("Left: a pad with a long press (0.5 s). Middle: a pad with a swipe right. Right: a card with a pan and a tap recognizer, holding a slider and a Play button. Try each, and watch who takes each touch.",
                      "左：带长按（0.5 秒）的区域。中：带向右轻扫的区域。右：一张带拖动和点击手势识别器的卡片，上面有一个滑块和一个 Play 按钮。逐个试一试，看每次触摸由谁拿到。")),
        "hidden-alpha-disabled": Entry(
            title: ("Hidden, transparent, disabled: who gets the touch behind them", "隐藏、透明、禁用：后面的视图能否收到触摸"),
            summary: ("Three front cards each cover a sibling: one is hidden, one has alpha 0.005, one has user interaction disabled and a child of its own. Tap where each pair overlaps, and on the disabled card's child, and watch which view the hit test returns.",
                      "三张前面的卡片各盖住一个兄弟视图：一张 hidden，一张 alpha 为 0.005，一张关闭了用户交互、还有一个子视图。点每一对重叠的地方，也点被禁用卡片的子视图，看命中测试返回哪个视图。")),
        "large-grid": Entry(
            title: ("A large scene: 3,600 views", "大场景：3600 个视图"),
            summary: ("Forty by thirty cells under one grid, each with a thumbnail and a dot: 3,600 views. Tap near the top of the grid and near its bottom, and compare how many point(inside:) checks the hit test makes before it finds the cell: the tag beside the hit view counts them.",
                      "一个网格下有 40 × 30 个格子，每个格子里有一张缩略图和一个圆点：共 3600 个视图。分别点网格顶部和底部附近，比较命中测试找到格子之前做了多少次 point(inside:) 检查：命中测试视图旁的标签会显示次数。")),
        "pan-cancels-touches": Entry(
            title: ("A pan cancels the view's touches when it begins", "拖动手势开始时取消视图的触摸"),
            summary: ("Canvas handles its touches itself and has a pan recognizer (drag) that begins once the finger has moved 10 points. Drag on Canvas and watch which touch messages the view gets before and after the pan begins.",
                      "Canvas 自己处理触摸，还有一个拖动手势识别器（drag），手指移动 10 点后才开始。在 Canvas 上拖动，看拖动手势开始前后视图分别收到哪些触摸消息。")),
        "pinch-rotate": Entry(
            title: ("Pinch and rotate together (multitouch)", "捏合与旋转同时识别（多点触摸）"),
            summary: ("Map has a pinch and a rotation recognizer allowed to recognize together (simultaneousWith), and keeps UIKit's default multipleTouchEnabled = false. Put two fingers on Map, spread and turn them, and watch which fingers the recognizers see and which Map's touchesBegan gets. With the mouse: hold Alt and drag for two fingers mirrored around the centre; Alt+Shift moves both together.",
                      "Map 上有捏合和旋转两个手势识别器，允许同时识别（simultaneousWith），并保持 UIKit 默认的 multipleTouchEnabled = false。把两根手指放在 Map 上，张开并转动，看手势识别器看到哪些手指、Map 的 touchesBegan 收到哪些。用鼠标：按住 Alt 拖动，得到绕中心对称的两根手指；Alt+Shift 让两根手指一起移动。")),
        "responder-chain": Entry(
            title: ("The responder chain through view controllers", "经过视图控制器的响应者链"),
            summary: ("List, Container and Root each have a view controller (ListVC, ContainerVC, RootVC). Cell and HandlingCell (which handles its touches) sit in List; Header handles touchesBegan and calls super. Tap each, and follow the touch messages up the responder chain to where they stop.",
                      "List、Container 和 Root 各有一个视图控制器（ListVC、ContainerVC、RootVC）。Cell 和 HandlingCell（它处理自己的触摸）在 List 里；Header 处理 touchesBegan 并调用 super。逐个点它们，沿响应者链跟着触摸消息向上走，看它们停在哪里。")),
        "seed-a-to-e": Entry(
            title: ("Hit test and responder chain: A to E", "命中测试与响应者链：A 到 E"),
            summary: ("A holds B and C; C, with its view controller DetailVC, holds D and E and handles touchesEnded. Tap D, then E, and follow the hit test through C's subviews and each touch message up the responder chain.",
                      "A 里有 B 和 C；C 带视图控制器 DetailVC，里面有 D 和 E，并处理 touchesEnded。先点 D，再点 E，跟着命中测试查找 C 的子视图，再跟着每条触摸消息沿响应者链向上走。")),
        "scroll-view-buttons": Entry(
            title: ("Buttons in a scroll view", "滚动视图里的按钮"),
            summary: ("Four scroll views of buttons. List keeps UIKit's defaults; Immediate turns delaysContentTouches off; Eager also answers yes from touchesShouldCancel(in:); Locked turns canCancelContentTouches off. In each, tap a row quickly, then start a drag on a row, and watch when the button hears of the touch and whether the list scrolls.",
                      "四个放着按钮的滚动视图。List 保持 UIKit 的默认设置；Immediate 关闭 delaysContentTouches；Eager 还让 touchesShouldCancel(in:) 返回 true；Locked 关闭 canCancelContentTouches。在每一列里先快速点一行，再从一行上开始拖动，看按钮何时得知这次触摸、列表是否滚动。")),
        "tab-bar-overhang": Entry(
            title: ("Tab bar with a protruding centre button", "中间按钮凸出的标签栏"),
            summary: ("A tab bar of five buttons; the centre one (+, Compose) sticks out above the bar. TabBar overrides point(inside:with:) to count Compose's area as inside (pointInsideIncludes, this scene's switch, not UIKit API). Tap the top half of +, then its bottom half. To compare, switch pointInsideIncludes off in the inspector and tap the top half again yourself.",
                      "一个有五个按钮的标签栏；中间的按钮（+，Compose）凸出在标签栏上方。TabBar 重写了 point(inside:with:)，把 Compose 的区域也算作“在内”（pointInsideIncludes 是本场景自己的开关，不是 UIKit API）。点 + 的上半部分，再点它的下半部分。想比较的话，可以自己在检查器里关掉 pointInsideIncludes，再点一次上半部分。")),
        "tap-vs-view": Entry(
            title: ("A tap recognizer versus the view's own touches", "点击手势识别器与视图自己的触摸"),
            summary: ("Card has a tap recognizer (cardTap); Plain, beside it, has none. Tap Card, then Plain, and compare which touch messages each one's responder chain gets.",
                      "Card 有一个点击手势识别器（cardTap）；旁边的 Plain 没有。先点 Card，再点 Plain，比较两次各自的响应者链收到哪些触摸消息。")),
        "transforms-and-bounds": Entry(
            title: ("Transforms and bounds", "变换与 bounds"),
            summary: ("Card is rotated -12° and holds Stamp, rotated 45° and scaled 0.8; Feed's bounds origin is (0, 200). Tap the tilted card and Feed's rows, and watch what the hit test follows.",
                      "Card 旋转了 -12°，里面的 Stamp 旋转 45° 并缩放 0.8；Feed 的 bounds 原点为 (0, 200)。点倾斜的卡片和 Feed 的行，看命中测试依据的是什么。")),
    ]
}

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
            "Hint": ("Tap 8 points left of each ×'s left edge: only the right one answers (its dashed 44 × 44 area)",
                     "在每个 × 的左边缘再往左 8 点处点击：只有右边那个响应（落在它 44 × 44 的虚线区域内）"),
        ],
        "gestures-touches-controls": [
            "PressNote": ("Press and hold 0.5 s", "按住 0.5 秒"),
            "SwipeNote": ("Swipe right →", "向右轻扫 →"),
            "CardNote": ("Drag the slider, tap Play or pan", "拖动滑块、点 Play 或拖动卡片"),
        ],
        "hidden-alpha-disabled": ["Note": ("Tap where the cards overlap: the card behind answers every time",
                                            "点卡片重叠的地方：每次都是后面的卡片响应")],
        "pan-cancels-touches": ["CanvasNote": ("Drag here: the pan begins after 10 points", "在这里拖动：移动 10 点后拖动手势开始")],
        "pinch-rotate": ["Note": ("multipleTouchEnabled is false (UIKit's default): Map's touchesBegan gets finger 1 only",
                                  "multipleTouchEnabled 为 false（UIKit 默认）：Map 的 touchesBegan 只收到手指 1")],
        "scroll-view-buttons": [
            "ListNote": ("UIKit's defaults", "UIKit 的默认设置"),
            "ImmediateNote": ("delaysContentTouches off", "delaysContentTouches 关"),
            "EagerNote": ("+ touchesShouldCancel yes", "+ touchesShouldCancel 是"),
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
            summary: ("The panel's single-tap recognizer would take every tap, but a control's own tap wins: tapping Buy fails panelTap and the button sends touchUpInside. Tapping the panel elsewhere recognizes panelTap.",
                      "Panel 上的单击手势识别器本会拿走每一次点击，但控件自己的点击优先：点 Buy 时 panelTap 识别失败，按钮发出 touchUpInside。点 Panel 的其他地方，panelTap 识别成功。")),
        "control-priority": Entry(
            title: ("Who wins a tap: system control > gesture > custom control > view", "谁抢到点击：系统控件 > 手势 > 自定义控件 > 视图"),
            summary: ("The panel has a tap recognizer. Tapping Buy (a system button) fails panelTap: the button's own tap wins. Tapping Dial (a custom Control subclass, no tap of its own) recognizes panelTap and the dial gets touchCancel. Tapping Plain (a view that handles touches) recognizes panelTap and cancels its touches.",
                      "Panel 上有一个点击手势识别器。点 Buy（系统按钮）时 panelTap 识别失败：按钮自己的点击优先。点 Dial（自定义 Control 子类，没有自己的点击）时 panelTap 识别成功，Dial 收到 touchCancel。点 Plain（一个处理触摸的普通视图）时 panelTap 识别成功，并取消它的触摸。")),
        "double-tap-single-tap": Entry(
            title: ("Double tap, with the single tap waiting for it to fail", "双击，单击等它识别失败"),
            summary: ("singleTap requires doubleTap to fail. One tap: the single tap waits 0.35 s for a second tap that never comes, then is recognized. Two quick taps: the double tap wins and the single tap fails.",
                      "singleTap 要求 doubleTap 识别失败（require(toFail:)）。点一下：单击等 0.35 秒，第二下没来，于是识别成功。快速点两下：双击胜出，单击识别失败。")),
        "enlarged-hit-area": Entry(
            title: ("Enlarged hit area: 44 × 44 points", "扩大点击区域：44 × 44 点"),
            summary: ("Both close buttons are 20 points wide; the right one overrides point(inside:) to answer yes within 44 × 44 (minimumHitSize, the dashed square), so a near miss still lands.",
                      "两个关闭按钮都只有 20 点宽；右边那个重写了 point(inside:)，在 44 × 44 范围内都回答“在内”（minimumHitSize，虚线方框），所以稍微点偏也能点中。")),
        "gestures-touches-controls": Entry(
            title: ("Gestures, touches and controls side by side", "手势、触摸与控件并排对比"),
            summary: ("Left: a long press (0.5 s). Middle: a swipe right. Right: a slider whose drag beats the card's pan, and a button whose tap beats the card's tap. Watch who wins each touch.",
                      "左：长按（0.5 秒）。中：向右轻扫。右：滑块的拖动胜过卡片的拖动手势，按钮的点击胜过卡片的点击手势。看看每次触摸由谁胜出。")),
        "hidden-alpha-disabled": Entry(
            title: ("Hidden, transparent, disabled: who gets the touch behind them", "隐藏、透明、禁用：后面的视图能否收到触摸"),
            summary: ("Each front card covers a sibling. Hidden, alpha below 0.01 and interaction disabled all make the hit test skip the front card, so the sibling behind wins; a disabled parent also blocks its own children.",
                      "每张前面的卡片都盖住一个兄弟视图。hidden、alpha 小于 0.01、关闭用户交互，都会让命中测试跳过前面的卡片，于是后面的兄弟视图胜出；父视图被禁用时，它的子视图也收不到触摸。")),
        "large-grid": Entry(
            title: ("A large scene: 3,600 views", "大场景：3600 个视图"),
            summary: ("Forty by thirty cells under one grid: the hit test asks the cells from last to first, each refusal a point(inside:) check, so a touch near the top of the grid costs over a thousand checks and one near the bottom only a few: the tag beside the hit view counts them.",
                      "一个网格下有 40 × 30 个格子：命中测试从最后一个子视图往前逐个询问，每次拒绝都是一次 point(inside:) 检查，所以点网格顶部要检查一千多次，点底部只需几次：命中测试视图旁的标签会显示次数。")),
        "pan-cancels-touches": Entry(
            title: ("A pan cancels the view's touches when it begins", "拖动手势开始时取消视图的触摸"),
            summary: ("Drag on Canvas: touchesBegan, touchesMoved… until the finger has moved 10 points, then the pan begins, the view gets touchesCancelled, and only the pan hears about the rest (changed…, ended).",
                      "在 Canvas 上拖动：先是 touchesBegan、touchesMoved…，手指移动 10 点后拖动手势开始，视图收到 touchesCancelled，此后的移动和抬起只有拖动手势知道（它变化、直到结束）。")),
        "pinch-rotate": Entry(
            title: ("Pinch and rotate together (multitouch)", "捏合与旋转同时识别（多点触摸）"),
            summary: ("Two fingers on Map: pinch and rotation recognize simultaneously (simultaneousWith). Map keeps UIKit's default multipleTouchEnabled = false, so its touchesBegan gets the first finger only, while the recognizers see both. With the mouse: hold Alt and drag for two fingers mirrored around the centre; Alt+Shift moves both together.",
                      "两根手指放在 Map 上：捏合和旋转同时识别（simultaneousWith）。Map 保持 UIKit 默认的 multipleTouchEnabled = false，所以它的 touchesBegan 只收到第一根手指，而手势识别器能看到两根。用鼠标：按住 Alt 拖动，得到绕中心对称的两根手指；Alt+Shift 让两根手指一起移动。")),
        "responder-chain": Entry(
            title: ("The responder chain through view controllers", "经过视图控制器的响应者链"),
            summary: ("A touch in Cell climbs Cell -> List -> ListVC -> Container -> ContainerVC -> Root -> RootVC -> Window -> Application -> AppDelegate. Header handles touchesBegan and calls super, so the chain goes on past it.",
                      "Cell 里的触摸沿 Cell -> List -> ListVC -> Container -> ContainerVC -> Root -> RootVC -> Window -> Application -> AppDelegate 向上传递。Header 处理了 touchesBegan 并调用 super，所以响应者链会继续往上走。")),
        "seed-a-to-e": Entry(
            title: ("Hit test and responder chain: A to E", "命中测试与响应者链：A 到 E"),
            summary: ("A tap in D searches C's subviews from last to first (E, then D), then climbs D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate; C handles touchesEnded and stops it.",
                      "点 D：先从后往前查找 C 的子视图（先 E 后 D），再沿 D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate 向上传递；C 处理 touchesEnded 并将其拦截，不再向上传递。")),
        "scroll-view-buttons": Entry(
            title: ("Buttons in a scroll view", "滚动视图里的按钮"),
            summary: ("Four lists of buttons. List keeps UIKit's defaults: a quick tap reaches the button late, began and ended together; a drag that starts on a button scrolls and the button never sees it. Immediate (delaysContentTouches false) highlights at once and, since touchesShouldCancel(in:) says no for controls, does not scroll. Eager also answers yes: the button gets touchCancel and the list scrolls. Locked (canCancelContentTouches false) never scrolls once a button tracks the touch.",
                      "四列按钮。List 保持 UIKit 的默认设置：快速点一下，按钮晚一点才收到触摸，touchesBegan 和 touchesEnded 一起到达；从按钮上开始拖动，列表滚动，按钮始终收不到这次触摸。Immediate（delaysContentTouches 为 false）按下立即高亮，而 touchesShouldCancel(in:) 对控件默认返回 false，所以列表不滚动。Eager 让它返回 true：按钮收到 touchCancel，列表滚动。Locked（canCancelContentTouches 为 false）一旦按钮开始跟踪触摸，就再也不会滚动。")),
        "tab-bar-overhang": Entry(
            title: ("Tab bar with a protruding centre button", "中间按钮凸出的标签栏"),
            summary: ("The centre button sticks out above the tab bar. The bar's point(inside:) counts the button's area as inside (pointInsideIncludes), so its top half works; switch pointInsideIncludes off in the inspector and that half goes dead.",
                      "中间按钮凸出在标签栏上方。标签栏的 point(inside:) 把按钮的区域也算作“在内”（pointInsideIncludes），所以按钮上半部分也能点；在检查器里关掉 pointInsideIncludes，上半部分就点不动了。")),
        "tap-vs-view": Entry(
            title: ("A tap recognizer versus the view's own touches", "点击手势识别器与视图自己的触摸"),
            summary: ("Card has a tap recognizer. A tap sends touchesBegan up the chain, then the tap is recognized and the same chain gets touchesCancelled (cancelsTouchesInView). Plain, beside it, has none: it gets touchesEnded.",
                      "Card 有一个点击手势识别器。点一下：touchesBegan 沿响应者链向上传递，接着点击识别成功，同一条链收到 touchesCancelled（cancelsTouchesInView）。旁边的 Plain 没有手势识别器：它收到 touchesEnded。")),
        "transforms-and-bounds": Entry(
            title: ("Transforms and bounds", "变换与 bounds"),
            summary: ("The card is rotated -12°: touches follow its tilted outline. The list's bounds origin (0, 200) scrolls its rows.",
                      "卡片旋转了 -12°：触摸按它倾斜后的轮廓判断。列表的 bounds 原点为 (0, 200)，使其中的行滚动了。")),
    ]
}

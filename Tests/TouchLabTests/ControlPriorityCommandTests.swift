import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// The control-priority lesson through the command: Panel's one-finger tap recognizer over
/// Buy (a button), Dial (a custom Control) and Plain (a view). Its frames say why the
/// recognizer loses to the button and wins over the dial, drop a control's tag once its
/// touch has ended or been cancelled, keep recognizers, control events and actions apart
/// from the responder chain, and name the journey's stages in iOS's words.
@MainActor
final class ControlPriorityCommandTests: CommandTestCase {
    init() throws { try super.init(named: "control-priority") }

    /// What `--describe` says of step `step` ("L:N") in `language`.
    func describe(_ step: String, language: String = "en") throws -> [String: Any] {
        let name = "\(step.replacingOccurrences(of: ":", with: "-"))-\(language).json"
        #expect(run(["--headless", "--scene", "control-priority", "--replay",
                     SceneCatalog.assetsDirectory + "/replays/control-priority-taps.jsonl", "--step", step,
                     "--lang", language, "--describe", path(name)]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes(name)) as? [String: Any])
    }

    /// The labels of `region` in `description`: text and rectangle.
    func labels(_ description: [String: Any], in region: String) -> [(text: String, rect: [Double])] {
        let all = description["labels"] as? [[String: Any]] ?? []
        return all.filter { $0["region"] as? String == region }.compactMap { label in
            guard let text = label["text"] as? String, let rect = label["rect"] as? [Double] else { return nil }
            return (text, rect)
        }
    }

    @Test func theButtonsWinSaysTheRule() throws {
        #expect(try describe("1:15")["caption"] as? String
            == "gesture panelTap: failed \u{2014} Buy, a button, took the touch, because a button's or switch's own tap "
            + "beats a one-finger single-tap recognizer on a superview")
        #expect(try describe("1:15", language: "zh-Hans")["caption"] as? String
            == "手势识别器 panelTap：识别失败，因为 Buy（按钮）拿走了这次触摸：按钮和开关自己的点击优先于父视图上的单指单击手势识别器")
    }

    @Test func theRecognizersWinOverACustomControlSaysTheRule() throws {
        #expect(try describe("2:15")["caption"] as? String
            == "gesture panelTap: recognized \u{2014} Dial is a custom Control, and only system controls keep their touch from "
            + "a superview's recognizer (a button's or switch's tap, a slider's drag), so panelTap wins")
        #expect(try describe("2:15", language: "zh-Hans")["caption"] as? String
            == "手势识别器 panelTap：识别成功，因为 Dial 是自定义的 Control 子类：只有系统控件（按钮和开关的点击、滑块的拖动）"
            + "能胜过父视图上的手势识别器，所以 panelTap 胜出")
        // Over a plain view there is no control to rank.
        #expect(try describe("3:13")["caption"] as? String == "gesture panelTap: recognized")
    }

    /// A scroll view's pan takes a row's touch by holding it back or by
    /// touchesShouldCancel(in:), so its captions name no control's rule, at its start or
    /// its end.
    @Test func aScrollViewsPanNamesNoControlRule() throws {
        for (replay, steps) in [("scroll-view-buttons-drag", ["1:20", "1:23"]),
                                ("scroll-view-buttons-should-cancel-drag", ["1:18", "1:23"])] {
            for step in steps {
                let name = "\(replay)-\(step.replacingOccurrences(of: ":", with: "-")).json"
                #expect(run(["--headless", "--scene", "scroll-view-buttons", "--replay",
                             SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl", "--step", step,
                             "--describe", path(name)]) == 0, "\(errors)")
                let description = try #require(try JSONSerialization.jsonObject(with: bytes(name)) as? [String: Any])
                let caption = try #require(description["caption"] as? String, "\(replay) \(step)")
                #expect(caption.hasPrefix("gesture ") && caption.contains(".pan: "), "\(replay) \(step): \(caption)")
                #expect(!caption.contains("beats") && !caption.contains("wins"), "\(replay) \(step): \(caption)")
            }
        }
    }

    /// Dial's touchDown stays tagged while the dial tracks the touch, leaves when the
    /// cancellation reaches it, and its touchCancel takes the place.
    @Test func aControlsTagLeavesWhenItsTouchIsCancelled() throws {
        let tags = { (step: String) in try self.labels(self.describe(step), in: "scene").map(\.text).filter { $0.hasPrefix("Dial: ") } }
        #expect(try tags("2:16") == ["Dial: touchDown"])
        #expect(try tags("2:17") == [])
        #expect(try tags("2:18") == ["Dial: touchCancel"])
        // Buy's touchDown leaves at its touchesEnded; its touchUpInside follows.
        let buy = { (step: String) in try self.labels(self.describe(step), in: "scene").map(\.text).filter { $0.hasPrefix("Buy: ") } }
        #expect(try buy("1:16") == [])
        #expect(try buy("1:17") == ["Buy: touchUpInside"])
    }

    /// The chain's rows hold responders; the recognizer's state, the control's event and
    /// the action follow them, from a line of their own headed as not responders.
    @Test func recognizersAndControlEventsStandApartFromTheChain() throws {
        for (language, heading, recognized) in [("en", "not responders", "panelTap recognized"),
                                                ("zh-Hans", "非响应者", "panelTap 识别成功")] {
            let panel = labels(try describe("2:17", language: language), in: "panel")
            let head = try #require(panel.first { $0.text == heading }, "\(language)")
            let middle = { (rect: [Double]) in rect[1] + rect[3] / 2 }
            for tag in [recognized, "Dial touchDown", "action panelTap"] {
                let label = try #require(panel.first { $0.text == tag }, "\(language): \(tag)")
                #expect(middle(label.rect) > middle(head.rect) - 1, "\(language): \(tag)")
            }
            #expect(abs(middle(panel.first { $0.text == recognized }!.rect) - middle(head.rect)) < 1)
            let dials = panel.filter { $0.text == "\u{2605} Dial" }
            #expect(dials.count == 2)
            #expect(dials.allSatisfy { middle($0.rect) < middle(head.rect) - 10 })
        }
    }

    /// The journey strip presents the iOS model: its headings are iOS's (UITouch, UIEvent),
    /// X11 only in the lab's line under them, in Chinese in Chinese.
    @Test func theJourneyStripSpeaksIOS() throws {
        let english = labels(try describe("2:17"), in: "strip").map(\.text)
        for word in ["SpringBoard", "X11: X server", "UITouch 2 ended", "UIEvent: touches", "UIResponder chain", "here"] {
            #expect(english.contains(word), "\(word)")
        }
        #expect(!english.contains { ["X server", "XInput2 event", "translator", "X11"].contains($0) })
        let chinese = labels(try describe("2:17", language: "zh-Hans"), in: "strip").map(\.text)
        for word in ["SpringBoard 进程", "X11：X 服务器", "UITouch 2 结束", "UIEvent：触摸事件", "本实验"] {
            #expect(chinese.contains(word), "\(word)")
        }
        #expect(!chinese.contains { ["X 服务器", "XInput2 事件", "转换器", "X11"].contains($0) })
    }
}

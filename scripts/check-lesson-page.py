#!/usr/bin/env python3
"""Opens a lesson page (touchlab --export FILE.html) in headless Chromium from file://,
presses the right arrow key, then clicks the timeline mark of one step, and prints what the
page shows after each as JSON lines: {"when", "step", "caption", "trace", "frame"} ("trace":
the trace lines in sight); "frame" is a PNG
of the step's frame as drawn by Chromium, written into OUTDIR.

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe: it reads
commands on fd 3 and writes on fd 4, NUL-separated JSON), so only the standard library is
needed. Usage: check-lesson-page.py PAGE.html STEP OUTDIR
"""
import base64, json, os, select, shutil, subprocess, sys, tempfile, time

DEADLINE = time.monotonic() + 30


class Browser:
    def __init__(self, url, profile):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def fds():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            sys.exit("check-lesson-page: chromium is not installed (make deps)")
        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
                "--force-device-scale-factor=1", "--window-size=1400,1000", f"--user-data-dir={profile}", url]
        self.process = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=fds,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            left = DEADLINE - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def attach(self):
        while True:
            pages = [t for t in self.send("Target.getTargets", session=False)["targetInfos"] if t["type"] == "page"]
            if pages:
                break
            time.sleep(0.1)
        self.session = self.send("Target.attachToTarget", {"targetId": pages[0]["targetId"], "flatten": True},
                                 session=False)["sessionId"]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result["result"].get("value")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def shown(browser, when, outdir):
    state = browser.evaluate("""(function(){
      var s=document.querySelector('section.step:not([hidden])');
      var svg=s.querySelector('svg.frame'),f=svg.getBoundingClientRect(),c=getComputedStyle(svg);
      var left=parseFloat(c.borderLeftWidth),top=parseFloat(c.borderTopWidth);
      return {step:Number(document.body.dataset.step), caption:s.querySelector('.caption').textContent,
              visible:document.querySelectorAll('section.step:not([hidden])').length,
              trace:Array.prototype.map.call(document.querySelectorAll('.trace li:not([hidden])'),function(l){return l.textContent;}),
              rect:[f.left+window.scrollX+left,f.top+window.scrollY+top,
                   f.width-left-parseFloat(c.borderRightWidth),f.height-top-parseFloat(c.borderBottomWidth)]};})()""")
    x, y, width, height = state.pop("rect")
    shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                   "clip": {"x": x, "y": y, "width": width, "height": height, "scale": 1}})
    path = os.path.join(outdir, f"{when}.png")
    with open(path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))
    state.update(when=when, frame=path)
    print(json.dumps(state, ensure_ascii=False), flush=True)


def main():
    page, step, outdir = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    url = "file://" + os.path.abspath(page)
    with tempfile.TemporaryDirectory(prefix="touchlab-chromium-") as profile:
        browser = Browser(url, profile)
        try:
            browser.attach()
            while browser.evaluate("document.readyState==='complete'&&!!document.body&&!!document.body.dataset.step") is not True:
                time.sleep(0.05)
            shown(browser, "opened", outdir)
            for kind in ("keyDown", "keyUp"):
                browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "ArrowRight", "code": "ArrowRight",
                                                        "windowsVirtualKeyCode": 39, "nativeVirtualKeyCode": 39})
            shown(browser, "arrow", outdir)
            rect = browser.evaluate(f"""(function(){{var m=document.querySelector('.mark[data-step="{step}"]');
              m.scrollIntoView({{block:'center'}});var r=m.getBoundingClientRect();
              return [r.left+r.width/2,r.top+r.height/2];}})()""")
            for kind in ("mousePressed", "mouseReleased"):
                browser.send("Input.dispatchMouseEvent", {"type": kind, "x": rect[0], "y": rect[1],
                                                          "button": "left", "clickCount": 1})
            shown(browser, "mark", outdir)
        finally:
            browser.close()


if __name__ == "__main__":
    main()

/// The lesson page's style sheet and script, written into the page itself.
enum LessonPageAssets {
    static let style = """
    body{margin:0;background:#f4f5f7;color:#1d1d1f;font:15px/1.5 "DejaVu Sans","WenQuanYi Micro Hei",system-ui,sans-serif}
    main{max-width:1400px;margin:0 auto;padding:16px}
    h1{font-size:1.4em;margin:0 0 4px}
    .summary{margin:0 0 12px;color:#444}
    .shared{position:absolute;width:0;height:0;overflow:hidden}
    .frame{display:block;width:100%;height:auto;background:#fff;border:1px solid #ccd;border-radius:4px}
    .step[hidden]{display:none}
    .caption{font-size:1.1em;margin:8px 0;min-height:3em}
    .caption .number{color:#666;font-size:.85em}
    .controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:8px 0}
    .controls button{min-width:44px;height:36px;font-size:16px;border:1px solid #99a;border-radius:6px;background:#fff;cursor:pointer}
    .controls button:focus-visible,.mark:focus-visible{outline:2px solid #0a64d8;outline-offset:2px}
    .controls .position{margin-left:8px;color:#444}
    .timeline{margin:10px 0;background:#fff;border:1px solid #ccd;border-radius:4px;padding:8px 12px}
    .lane{display:flex;align-items:center;gap:12px;height:28px}
    .lane-name{width:7em;flex:none;color:#444;font-size:.9em}
    .track{position:relative;flex:1;height:2px;background:#bbc;margin-right:10px}
    .mark{position:absolute;top:-7px;width:16px;height:16px;margin-left:-8px;padding:0;border:2px solid #fff;border-radius:50%;background:#7a8699;cursor:pointer}
    .mark.done{background:#0a64d8}
    .mark.current{background:#e8590c;transform:scale(1.3);z-index:1}
    .trace{background:#fff;border:1px solid #ccd;border-radius:4px;padding:4px 12px}
    .trace h2{font-size:1em;margin:6px 0}
    .trace ol{list-style:none;margin:0;padding:0;max-height:16em;overflow:auto;font:13px/1.5 "DejaVu Sans Mono",monospace}
    .trace li{padding:0 4px;white-space:pre-wrap}
    .trace li.current{background:#ffe8a3;color:#000}
    """

    /// The script: `words` gives the play button's two labels.
    static func script(words: LessonPageWords) -> String {
        let labels = "{play:\(quoted(words.play)),pause:\(quoted(words.pause))}"
        return """
        (function(){
        "use strict";
        var labels=\(labels);
        var steps=Array.prototype.slice.call(document.querySelectorAll("section.step"));
        var marks=Array.prototype.slice.call(document.querySelectorAll(".mark[data-step]"));
        var lines=Array.prototype.slice.call(document.querySelectorAll(".trace li"));
        var full=lines.map(function(l){return l.textContent;});
        var play=document.querySelector("[data-action=play]");
        var speed=document.querySelector("[data-action=speed]");
        var position=document.querySelector(".position");
        var current=0,timer=null;
        function show(index){
          current=Math.max(0,Math.min(steps.length-1,index));
          var shown=steps[current];
          if(!shown.querySelector("svg.frame")){var t=shown.querySelector("template");shown.insertBefore(document.importNode(t.content,true),t);}
          steps.forEach(function(s,i){s.hidden=i!==current;});
          marks.forEach(function(m){var n=Number(m.dataset.step)-1;m.classList.toggle("current",n===current);m.classList.toggle("done",n<current);});
          var line=steps[current].dataset.trace;var at=line===""?-1:Number(line);
          var played=steps[current].dataset.played;
          lines.forEach(function(l,i){l.hidden=i>at;l.classList.toggle("current",i===at);
            l.textContent=i===at&&played!==""?full[i].slice(0,Number(played)):full[i];});
          if(at>=0){var li=lines[at],box=li.parentNode;box.scrollTop=li.offsetTop-box.offsetTop-box.clientHeight/2;}
          position.textContent=(current+1)+" / "+steps.length;
          document.body.dataset.step=String(current+1);
        }
        function stop(){if(timer!==null){clearTimeout(timer);timer=null;}play.textContent="\\u25B6";play.title=labels.play;play.setAttribute("aria-label",labels.play);}
        function tick(){
          if(current>=steps.length-1){stop();return;}
          var seconds=Math.max(0.6,Number(steps[current].dataset.seconds)||0);
          timer=setTimeout(function(){show(current+1);tick();},seconds*1000/Number(speed.value));
        }
        function toggle(){
          if(timer!==null){stop();return;}
          if(current>=steps.length-1)show(0);
          play.textContent="\\u25AE\\u25AE";play.title=labels.pause;play.setAttribute("aria-label",labels.pause);tick();
        }
        var actions={first:function(){stop();show(0);},back:function(){stop();show(current-1);},play:toggle,
          next:function(){stop();show(current+1);},last:function(){stop();show(steps.length-1);}};
        document.querySelector(".controls").addEventListener("click",function(e){
          var b=e.target.closest("button[data-action]");if(b)actions[b.dataset.action]();});
        speed.addEventListener("change",function(){if(timer!==null){clearTimeout(timer);tick();}});
        marks.forEach(function(m){m.addEventListener("click",function(){stop();show(Number(m.dataset.step)-1);});});
        document.addEventListener("keydown",function(e){
          if(e.altKey||e.ctrlKey||e.metaKey)return;
          var tag=e.target&&e.target.tagName;if(tag==="SELECT"||tag==="INPUT"||tag==="TEXTAREA")return;
          var key={ArrowLeft:"back",ArrowRight:"next",Home:"first",End:"last"}[e.key];
          if(key){actions[key]();e.preventDefault();}
          else if(e.key===" "&&tag!=="BUTTON"){toggle();e.preventDefault();}
        });
        show(0);
        })();
        """
    }

    /// `text` as a JavaScript string literal that is safe inside a `<script>` element.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += escape(scalar)
            default:
                if scalar.value < 0x20 { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

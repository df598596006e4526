// Script payloads both sanitizer tests run: scripts, event handlers, script URLs in their
// spellings, frames, SVG and MathML, forms. Each test adds what it checks besides.
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<<script>script>alert(2)<</script>/script>',
  '<p onclick="alert(3)" ONMOUSEOVER=alert(4)>click</p>',
  '<img src=x onerror=alert(5)//',
  '<img src="x.png" onerror="alert(6)">',
  '<a href="javascript:alert(7)">js1</a>',
  '<a href="JaVaScRiPt:alert(8)">js2</a>',
  '<a href=" javascript:alert(9)">js3</a>',
  '<a href="java\tscript:alert(10)">js4</a>',
  '<a href="&#106;avascript:alert(11)">js5</a>',
  '<a href="jav&#x09;ascript:alert(12)">js6</a>',
  '<a href="vbscript:msgbox(13)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxNCk8L3NjcmlwdD4=">data</a>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(15)</script>"></iframe>',
  '<svg onload=alert(16)><script>alert(17)</script><a xlink:href="javascript:alert(18)">s</a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(19)>',
  '<form action="javascript:alert(20)"><input name="x"><button formaction="javascript:alert(21)">go</button></form>',
];

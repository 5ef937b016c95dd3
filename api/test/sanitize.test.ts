import assert from "node:assert/strict";
import { sanitizeRichText } from "../src/domains/settings/sanitize-html.ts";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";

/** Classic XSS vectors (OWASP filter evasion cheat sheet and friends). None may survive with active content. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="//evil.example/">x</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="x.swf"></object><embed src="x.swf">`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<p onclick="alert(1)">x</p>`,
  `<body onload=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<<script>script>alert(1)<</script>/script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<form action="https://evil.example"><input name=x><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<base href="https://evil.example/">`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<!--<img src=x onerror=alert(1)>-->`,
  `<a href="https://ok.example" onmouseover="alert(1)" style="x">ok</a>`,
];

Deno.test("the rich-text sanitiser removes every payload's active content", () => {
  for (const payload of PAYLOADS) {
    const out = sanitizeRichText(payload);
    assert.doesNotMatch(out, /<(script|img|svg|iframe|object|embed|style|body|math|form|input|meta|link|base|details|video|source|noscript)\b/i, `${payload} -> ${out}`);
    assert.doesNotMatch(out, /\son\w+=|javascript:|vbscript:|data:|style=|href="\/\//i, `${payload} -> ${out}`);
  }
});

Deno.test("allowed formatting survives; links open safely in a new tab", () => {
  assert.equal(
    sanitizeRichText(`<p>Painter <strong>and</strong> <em>teacher</em>.</p><ul><li>2025 solo show</li></ul><a href="https://gallery.example/x" target="_self">gallery</a>`),
    `<p>Painter <strong>and</strong> <em>teacher</em>.</p><ul><li>2025 solo show</li></ul><a href="https://gallery.example/x" target="_blank" rel="noopener noreferrer nofollow">gallery</a>`,
  );
  assert.equal(sanitizeRichText("Plain text\n\nstays as it is & so do ampersands"), "Plain text\n\nstays as it is &amp; so do ampersands");
});

const { sql, close } = await openTestDb();
await createOwner(sql);
const api = testApi(sql);

dbTest("a formatted setting is sanitised before it is stored; a plain setting is stored as given", async () => {
  const admin = api.signedIn(await api.login());
  const saved = await admin("PUT", "/api/admin/settings/about_biography", { value: `<p>Hi<img src=x onerror=alert(1)></p>` });
  assert.equal(saved.body.value, "<p>Hi</p>");
  const [row] = await sql<{ value: string }[]>`select value from settings where key = 'about_biography'`;
  assert.equal(row.value, "<p>Hi</p>");
  const plain = await admin("PUT", "/api/admin/settings/footer_title", { value: "Marsh & <Co>" });
  assert.equal(plain.body.value, "Marsh & <Co>", "rendered as text by React, so kept as written");
});

dbTest("close", close);

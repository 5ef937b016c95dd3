#!/usr/bin/env node
// Lighthouse mobile runs (Debian Chromium) of public pages of the built site. Prints the category scores and the
// main timings. Targets (ENGINEERING.md section 5, issue 7): performance, accessibility, best practices and SEO >= 95.
//   node bench/lighthouse.mjs [path ...]       # default: / /gallery /shop /shop/product/1 /about
//   LIGHTHOUSE_BASE=http://localhost:3000 node bench/lighthouse.mjs   # measures a server that is already running
//   LIGHTHOUSE_REPORTS=dir node bench/lighthouse.mjs   # also saves each full report (JSON) there
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import { startServer } from "./server.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/gallery", "/shop", "/shop/product/1", "/about"];
const server = process.env.LIGHTHOUSE_BASE
  ? { base: process.env.LIGHTHOUSE_BASE.replace(/\/$/, ""), stop: async () => {} }
  : await startServer({ port: 4301, waitForImages: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const rows = [];
try {
  for (const path of paths) {
    // One warm-up load (fills the server's image copy cache), then the measured run.
    await lighthouse(server.base + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const { lhr } = await lighthouse(server.base + path, { port: chrome.port, output: "json", logLevel: "error" });
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.replace(/\W+/g, "_") || "home"}.json`, JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      page: path, performance: score("performance"), accessibility: score("accessibility"),
      "best practices": score("best-practices"), seo: score("seo"),
      "FCP ms": ms("first-contentful-paint"), "LCP ms": ms("largest-contentful-paint"),
      "TBT ms": ms("total-blocking-time"), CLS: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
const TARGET = 95;
const missed = rows.flatMap((r) => ["performance", "accessibility", "best practices", "seo"].filter((k) => r[k] < TARGET).map((k) => `${r.page} ${k} ${r[k]}`));
console.log(missed.length ? `below ${TARGET}: ${missed.join(", ")}` : `every score >= ${TARGET}`);

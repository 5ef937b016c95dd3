#!/usr/bin/env node
// Throughput and latency of the hottest public API calls and server-rendered pages (autocannon, 50 connections,
// 10 s each), against the embedded PGlite database and, when BENCH_DATABASE_URL is set, against PostgreSQL.
//   node bench/api.mjs                         # PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/studio_bench node bench/api.mjs
import autocannon from "autocannon";
import { startServer } from "./server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const targets = [["embedded PGlite", ""]];
if (process.env.BENCH_DATABASE_URL) targets.push(["PostgreSQL", process.env.BENCH_DATABASE_URL]);

const rows = [];
for (const [label, databaseUrl] of targets) {
  const server = await startServer({ port: 4300, databaseUrl });
  try {
    for (const path of ["/api/artworks", "/api/products/1", "/gallery", "/shop/product/1"]) {
      const result = await autocannon({ url: server.base + path, connections: 50, duration: DURATION, headers: { "accept-encoding": "gzip" } });
      rows.push({
        database: label,
        endpoint: `GET ${path}${path.startsWith("/api/") ? "" : " (page)"}`,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);

import { loadConfig } from "./config.ts";
import { configureLog, log } from "./log.ts";
import { type Role, startServer } from "./server.ts";

const roleArg = Deno.args.find((a) => a.startsWith("--role="))?.slice(7) ?? "all";
if (!["all", "api", "gateway"].includes(roleArg)) {
  console.error(`Unknown --role=${roleArg}; use all, api or gateway.`);
  Deno.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  Deno.exit(2);
}
configureLog({ level: config.LOG_LEVEL, json: config.NODE_ENV === "production" });

const running = await startServer(config, roleArg as Role);
console.log(`\n  Studio (${roleArg}) is running at ${running.url}\n`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    await running.stop();
    Deno.exit(0);
  });
}

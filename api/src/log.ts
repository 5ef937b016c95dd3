/** The one logger: JSON lines in production, readable lines otherwise. */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = "info";
let json = false;

export function configureLog(opts: { level: Level; json: boolean }) {
  threshold = opts.level;
  json = opts.json;
}

function emit(level: Level, msg: string, ctx?: Record<string, unknown>) {
  if (order[level] < order[threshold]) return;
  const fields = ctx ? Object.fromEntries(Object.entries(ctx).map(([k, v]) => [k, v instanceof Error ? v.stack ?? v.message : v])) : {};
  const line = json
    ? JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
    : `${level.toUpperCase().padEnd(5)} ${msg}${ctx ? " " + JSON.stringify(fields) : ""}`;
  (level === "error" || level === "warn" ? console.error : console.log)(line);
}

/** A message with a multi-line text under it (indented in readable mode, a `text` field in JSON). */
function emitText(level: Level, msg: string, ctx: Record<string, unknown>, text: string) {
  if (order[level] < order[threshold]) return;
  if (json) return emit(level, msg, { ...ctx, text });
  emit(level, msg, ctx);
  console.log(text.replace(/^/gm, "      ") + "\n");
}

export const log = {
  text: emitText,
  debug: (msg: string, ctx?: Record<string, unknown>) => emit("debug", msg, ctx),
  info: (msg: string, ctx?: Record<string, unknown>) => emit("info", msg, ctx),
  warn: (msg: string, ctx?: Record<string, unknown>) => emit("warn", msg, ctx),
  error: (msg: string, ctx?: Record<string, unknown>) => emit("error", msg, ctx),
};

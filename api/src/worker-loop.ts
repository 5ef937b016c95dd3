import { log } from "./log.ts";

export interface WorkerLoop {
  stop(): Promise<void>;
}

/**
 * Runs `pass` again and again: at once when `listen`'s callback wakes it (work was written in this process),
 * every `pollMs` otherwise (work written by other instances), backing off up to 30 s while passes keep failing.
 */
export function startWorkerLoop(
  name: string,
  pass: () => Promise<unknown>,
  opts: { pollMs: number; listen: (wake: () => void) => () => void },
): WorkerLoop {
  let stopped = false;
  let failures = 0;
  let wake: (() => void) | null = null;
  let again = false;
  const unlisten = opts.listen(() => (wake ? wake() : (again = true)));

  const loop = (async () => {
    while (!stopped) {
      again = false;
      try {
        await pass();
        failures = 0;
      } catch (err) {
        failures++;
        log.warn(`${name} will retry`, { err: String(err), failures });
      }
      if (again || stopped) continue;
      const delay = failures ? Math.min(30_000, opts.pollMs * 2 ** Math.min(failures, 5)) : opts.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    async stop() {
      stopped = true;
      unlisten();
      wake?.();
      await loop;
    },
  };
}

import { connect } from "@nats-io/transport-node";
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { Bus, SubscribeOptions, Subscription } from "./bus.ts";
import { parseEvent } from "./catalogue.ts";

const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;

export interface NatsBusOptions {
  url: string;
  stream: string;
  /** Subject prefix; `domain` in production. Tests use their own so their streams do not overlap. */
  prefix?: string;
  /** Delete the stream on close (tests). */
  temporary?: boolean;
  name?: string;
  onError?: (msg: string, ctx: Record<string, unknown>) => void;
}

/**
 * JetStream bus: stream `<stream>` holds `domain.>` (subject `domain.<entity>.<verb>`); publishes carry
 * msgID = event id, so a repeat within the 2-minute duplicate window is dropped.
 */
export async function createNatsBus(opts: NatsBusOptions): Promise<Bus> {
  const onError = opts.onError ?? ((msg, ctx) => console.error(msg, ctx));
  const nc = await connect({ servers: opts.url, name: opts.name ?? "studio", maxReconnectAttempts: -1 });
  const jsm = await jetstreamManager(nc);
  const prefix = opts.prefix ?? "domain";
  const config = { name: opts.stream, subjects: [`${prefix}.>`], duplicate_window: DUPLICATE_WINDOW_NS };
  const exists = await jsm.streams.info(opts.stream).then(() => true, () => false);
  try {
    if (exists) await jsm.streams.update(opts.stream, { subjects: config.subjects, duplicate_window: config.duplicate_window });
    else await jsm.streams.add(config);
  } catch (err) {
    await nc.close();
    throw new Error(`NATS stream ${opts.stream} (${config.subjects[0]}) could not be set up: ${String(err)}. ` +
      `Another stream may already hold these subjects; remove it or set NATS_STREAM to its name.`);
  }
  const js = jetstream(nc);
  const running = new Set<{ stop(): void; done: Promise<void> }>();

  async function consume(subOpts: SubscribeOptions) {
    if (subOpts.durable) {
      await jsm.consumers.add(opts.stream, {
        durable_name: subOpts.durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        max_deliver: 20,
      }).catch(() => undefined);
      return js.consumers.get(opts.stream, subOpts.durable);
    }
    // The stream holds only <prefix>.> subjects, so no filter is needed (and NATS before 2.10 refuses filter lists).
    return js.consumers.get(opts.stream, { deliver_policy: DeliverPolicy.New });
  }

  return {
    kind: "nats",
    async publish(event) {
      await js.publish(`${prefix}.${event.type}`, JSON.stringify(event), { msgID: event.id });
    },
    async subscribe(handler, subOpts = {}): Promise<Subscription> {
      const consumer = await consume(subOpts);
      const messages = await consumer.consume();
      const done = (async () => {
        for await (const m of messages) {
          try {
            await handler(parseEvent(m.json()));
            if (subOpts.durable) m.ack();
          } catch (err) {
            onError("event handler failed", { subject: m.subject, err: String(err) });
            if (subOpts.durable) m.nak(5_000);
          }
        }
      })();
      const entry = { stop: () => messages.stop(), done };
      running.add(entry);
      return {
        async stop() {
          entry.stop();
          await done;
          running.delete(entry);
        },
      };
    },
    async close() {
      for (const r of running) r.stop();
      await Promise.allSettled([...running].map((r) => r.done));
      if (opts.temporary) await jsm.streams.delete(opts.stream).catch(() => false);
      await nc.drain();
    },
  };
}

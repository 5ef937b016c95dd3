import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleLiveMessage, invalidate, liveRefreshUrl, startLiveRefresh } from "./live-refresh.ts";
import { retainKey } from "./mounted-keys.ts";

class FakeSocket {
  static instances: FakeSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  open() {
    this.onopen?.();
  }
  emit(data: string) {
    this.onmessage?.({ data });
  }
}

type Filter = (key: unknown) => boolean;
const CACHED = ["/api/settings/footer_title", "/api/settings/footer_description", "/api/settings", "/api/artworks", "/api/products/3"];
const invalidation = (keys: string[]) =>
  JSON.stringify({ type: "cache_invalidation", data: { operation: "update", path: "/api/admin/settings/footer_title", invalidateKeys: keys } });

function fakeMutate() {
  const calls: { keys: string[]; args: unknown[] }[] = [];
  const mutate = vi.fn((filter: Filter, ...args: unknown[]) => {
    calls.push({ keys: CACHED.filter(filter), args });
    return Promise.resolve([]);
  });
  return { mutate: mutate as never, calls, spy: mutate };
}

let stop: () => void = () => {};
beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("live refresh", () => {
  it("builds ws:// or wss:// on the page's host", () => {
    expect(liveRefreshUrl({ protocol: "http:", host: "localhost:3000" })).toBe("ws://localhost:3000/ws");
    expect(liveRefreshUrl({ protocol: "https:", host: "studio.example" })).toBe("wss://studio.example/ws");
  });

  it("revalidates mounted keys equal to or starting with an invalidate key and drops the others", async () => {
    const { mutate, calls } = fakeMutate();
    const release = retainKey("/api/settings/footer_title");
    await invalidate(["/api/settings"], mutate);
    release();
    expect(calls).toEqual([
      { keys: ["/api/settings/footer_title"], args: [] },
      { keys: ["/api/settings/footer_description", "/api/settings"], args: [undefined] },
    ]);
  });

  it("matches several invalidate keys and never a mere substring", async () => {
    const { mutate, calls } = fakeMutate();
    await invalidate(["/api/products/3", "/api/artworks"], mutate);
    expect(calls[1]!.keys).toEqual(["/api/artworks", "/api/products/3"]);
    await invalidate(["/api/settings/footer"], mutate);
    expect(calls[3]!.keys).toEqual(["/api/settings/footer_title", "/api/settings/footer_description"]);
    await invalidate(["settings"], mutate);
    expect(calls[5]!.keys).toEqual([]);
  });

  it("opens /ws, reacts to cache_invalidation and reconnects exactly 3000 ms after a close", () => {
    const { mutate, spy } = fakeMutate();
    stop = startLiveRefresh({ url: "ws://test/ws", mutate, WebSocket: FakeSocket as never });
    expect(FakeSocket.instances.map((s) => s.url)).toEqual(["ws://test/ws"]);

    FakeSocket.instances[0]!.emit(invalidation(["/api/artworks"]));
    expect(spy).toHaveBeenCalledTimes(2);

    FakeSocket.instances[0]!.close();
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    FakeSocket.instances[1]!.emit(invalidation(["/api/settings"]));
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it("marks the page connected while open, and after a reconnect revalidates what it may have missed", () => {
    const { mutate, calls } = fakeMutate();
    const release = retainKey("/api/artworks");
    stop = startLiveRefresh({ url: "ws://test/ws", mutate, WebSocket: FakeSocket as never });
    FakeSocket.instances[0]!.open();
    expect(document.documentElement.dataset.live).toBe("connected");
    expect(calls).toEqual([]); // the first open: the page's data is as fresh as the page

    FakeSocket.instances[0]!.close();
    expect(document.documentElement.dataset.live).toBeUndefined();
    vi.advanceTimersByTime(3000);
    FakeSocket.instances[1]!.open();
    release();
    expect(calls).toEqual([
      { keys: ["/api/artworks"], args: [] },
      { keys: CACHED.filter((k) => k !== "/api/artworks"), args: [undefined] },
    ]);
  });

  it("starts once per page and stops for good", () => {
    stop = startLiveRefresh({ url: "ws://test/ws", WebSocket: FakeSocket as never });
    expect(startLiveRefresh({ url: "ws://test/ws", WebSocket: FakeSocket as never })).toBe(stop);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0]!.closed).toBe(true);
  });

  it("only logs unparseable or malformed messages and ignores other types", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { mutate, spy } = fakeMutate();
    handleLiveMessage("not json{", mutate);
    handleLiveMessage(JSON.stringify({ type: "cache_invalidation", data: { invalidateKeys: [] } }), mutate);
    handleLiveMessage(JSON.stringify({ type: "hello" }), mutate);
    expect(spy).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe("[live-refresh] ignored an unparseable message");
  });
});

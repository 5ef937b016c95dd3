import { beforeEach, describe, expect, it, vi } from "vitest";

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock("@module-federation/runtime", () => runtime);

const manifest = {
  gallery: "/remotes/gallery/remoteEntry.js",
  shop: "https://cdn.example/shop/v2/remoteEntry.js",
  checkout: "/remotes/checkout/remoteEntry.js",
  contact: "/remotes/contact/remoteEntry.js",
  admin: "/remotes/admin/remoteEntry.js",
};

async function freshLoader() {
  vi.resetModules();
  return import("./load-remote.ts");
}

beforeEach(() => {
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
});

describe("loadRemoteApp", () => {
  it("reads entry URLs from /remotes.json at run time and registers each remote once", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(manifest)));
    vi.stubGlobal("fetch", fetchMock);
    const App = () => null;
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp } = await freshLoader();

    await expect(loadRemoteApp("shop")).resolves.toBe(App);
    await loadRemoteApp("shop");
    await loadRemoteApp("gallery");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/remotes.json");
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: "shop", entry: "https://cdn.example/shop/v2/remoteEntry.js", type: "module" }], { force: false }],
      [[{ name: "gallery", entry: "/remotes/gallery/remoteEntry.js", type: "module" }], { force: false }],
    ]);
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(["shop/App", "shop/App", "gallery/App"]);
  });

  it("a retry re-registers the remote with force, so a redeployed entry is fetched again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(manifest))));
    runtime.loadRemote.mockRejectedValueOnce(new Error("entry failed")).mockResolvedValue({ default: () => null });
    const { loadRemoteApp } = await freshLoader();
    await expect(loadRemoteApp("gallery")).rejects.toThrow("entry failed");
    await loadRemoteApp("gallery", true);
    expect(runtime.registerRemotes.mock.calls.map((c) => c[1])).toEqual([{ force: false }, { force: true }]);
  });

  it("a failed manifest fails the load and is asked for again next time", async () => {
    const fetchMock = vi.fn()
      .mockResolvedValueOnce(new Response("", { status: 503, statusText: "Service Unavailable" }))
      .mockResolvedValue(new Response(JSON.stringify(manifest)));
    vi.stubGlobal("fetch", fetchMock);
    const { loadRemoteApp } = await freshLoader();
    await expect(loadRemoteApp("gallery")).rejects.toThrow("503: Service Unavailable");
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await loadRemoteApp("admin");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes.mock.calls[0]![0]).toEqual([{ name: "admin", entry: "/remotes/admin/remoteEntry.js", type: "module" }]);
  });
});

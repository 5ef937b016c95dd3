import { act, fireEvent, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { RemoteSlot } from "./remote-slot.tsx";

const loader = vi.hoisted(() => ({ loadRemoteApp: vi.fn() }));
vi.mock("./load-remote.ts", () => loader);
beforeEach(() => loader.loadRemoteApp.mockReset());

describe("RemoteSlot", () => {
  it("shows the admin loading text, then the remote", async () => {
    stubApi({});
    let resolve: (c: ComponentType) => void = () => {};
    loader.loadRemoteApp.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderAt("/admin", <RemoteSlot name="admin" />);
    expect(screen.getByText("Loading admin panel...")).toBeTruthy();
    await act(async () => resolve(() => <h1>Dashboard</h1>));
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("a remote that fails shows the fallback in the slot; Try again loads it again", async () => {
    stubApi({});
    vi.spyOn(console, "error").mockImplementation(() => {});
    loader.loadRemoteApp.mockRejectedValueOnce(new Error("remoteEntry.js 404")).mockResolvedValueOnce(() => <h1>Gallery</h1>);
    renderAt("/gallery", <RemoteSlot name="gallery" />);
    expect(await screen.findByRole("heading", { name: "This part of the site is taking a break" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Gallery" })).toBeTruthy();
    expect(loader.loadRemoteApp.mock.calls).toEqual([["gallery", false], ["gallery", true]]);
  });
});

import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_CHANGES_PENDING_KEY, SECOND_REFRESH_MS, isAdminPath, markAdminChangesPending, useAdminPendingChangesRefresh,
} from "./admin-pending-changes.ts";

type Filter = (key: unknown) => boolean;
const CACHED = [
  "/api/artworks", "/api/artworks/featured?limit=6", "/api/products", "/api/products/featured", "/api/products/3",
  "/api/settings/footer_title", "/api/admin/artworks", "/api/admin/me",
];

function fakeMutate() {
  const calls: { keys: string[]; args: unknown[] }[] = [];
  const mutate = vi.fn((filter: Filter, ...args: unknown[]) => {
    calls.push({ keys: CACHED.filter(filter), args });
    return Promise.resolve([]);
  });
  return { mutate: mutate as never, calls };
}

function mountAt(path: string, mutate: never) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { result } = renderHook(() => {
    useAdminPendingChangesRefresh(mutate);
    return useNavigate();
  }, { wrapper });
  return (to: string) => act(() => void result.current(to));
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("admin pending-changes flag", () => {
  it("markAdminChangesPending stores 'true' under admin_changes_pending", () => {
    markAdminChangesPending();
    expect(sessionStorage.getItem("admin_changes_pending")).toBe("true");
  });

  it("isAdminPath tells /admin paths from public ones", () => {
    expect([isAdminPath("/admin"), isAdminPath("/admin/manage"), isAdminPath("/administrator"), isAdminPath("/gallery")])
      .toEqual([true, true, false, false]);
  });

  it("leaving /admin for a public path with the flag set refreshes, clears the flag, and refetches again after 100 ms", async () => {
    const { mutate, calls } = fakeMutate();
    const go = mountAt("/admin/manage", mutate);
    markAdminChangesPending();
    await go("/gallery");
    expect(sessionStorage.getItem(ADMIN_CHANGES_PENDING_KEY)).toBeNull();
    expect(calls).toEqual([
      { keys: ["/api/artworks", "/api/artworks/featured?limit=6", "/api/products", "/api/products/featured", "/api/products/3"], args: [undefined] },
      { keys: [], args: [] },
      { keys: ["/api/settings/footer_title"], args: [undefined] },
    ]);
    vi.advanceTimersByTime(SECOND_REFRESH_MS - 1);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(4);
    expect(calls[3]).toEqual({ keys: ["/api/artworks", "/api/products/featured"], args: [] });
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(4);
  });

  it("does nothing without the flag", async () => {
    const { mutate, calls } = fakeMutate();
    const go = mountAt("/admin/manage", mutate);
    await go("/shop");
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it("does nothing between admin screens or between public pages, and keeps the flag", async () => {
    const { mutate, calls } = fakeMutate();
    const go = mountAt("/admin/upload", mutate);
    markAdminChangesPending();
    await go("/admin/manage");
    await go("/admin");
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem(ADMIN_CHANGES_PENDING_KEY)).toBe("true");

    const publicOnly = fakeMutate();
    const goPublic = mountAt("/gallery", publicOnly.mutate);
    await goPublic("/shop");
    vi.advanceTimersByTime(1000);
    expect(publicOnly.calls).toEqual([]);
  });

  it("refreshes once: a second public navigation after the flag was cleared does nothing", async () => {
    const { mutate, calls } = fakeMutate();
    const go = mountAt("/admin", mutate);
    markAdminChangesPending();
    await go("/");
    vi.advanceTimersByTime(SECOND_REFRESH_MS);
    await go("/gallery");
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(4);
  });

  it("unmounting before 100 ms cancels the second refetch", async () => {
    const { mutate, calls } = fakeMutate();
    const go = mountAt("/admin/edit/3", mutate);
    markAdminChangesPending();
    await go("/about");
    cleanup();
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(3);
  });
});

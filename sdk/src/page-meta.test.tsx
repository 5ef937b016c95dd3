import { cleanup, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageTitle, usePageTitle } from "./page-meta.ts";
import { swrConfig } from "./swr.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Page({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

describe("page title", () => {
  it("formats '<Page> — <studio name>'", () => {
    expect(pageTitle("Gallery", "Mara Lindqvist Studio")).toBe("Gallery — Mara Lindqvist Studio");
    expect(pageTitle("", "Studio")).toBe("Studio");
  });

  it("uses 'Studio' until the studio_name setting arrives", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"key":"studio_name","value":"North Light"}')));
    render(<Page name="About" />, { wrapper });
    expect(document.title).toBe("About — Studio");
    await waitFor(() => expect(document.title).toBe("About — North Light"));
  });
});

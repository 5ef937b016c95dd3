import { describe, expect, it } from "vitest";
import { listPath } from "./list-path.ts";

describe("listPath", () => {
  it("leaves out empty filters and the first page", () => {
    expect(listPath("/api/admin/orders", { status: "", q: "  ", page: 1 })).toBe("/api/admin/orders");
  });

  it("keeps set filters (trimmed) and later pages, in the query's order", () => {
    expect(listPath("/api/admin/mail-log", { status: "failed", q: " ada@ ", page: 3 })).toBe("/api/admin/mail-log?status=failed&q=ada%40&page=3");
  });
});

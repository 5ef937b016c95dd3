import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { artwork, artworkEdit, bodies } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const list = [artwork(1, "Tide"), artwork(2, "Orchard", { category: "figurative", status: "sold" }), artwork(3, "Ferry")];
const titles = () => within(screen.getByRole("list", { name: "Artworks" })).getAllByRole("link", { name: /^(Tide|Orchard|Ferry)$/ })
  .map((a) => a.textContent);
const noContent = () => () => new Response(null, { status: 204 });

async function openManage(routes = {}) {
  const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/artworks": json(list), "/api/artworks/categories": json([]), ...routes });
  renderAt("/admin/manage", <App />);
  await screen.findByRole("list", { name: "Artworks" });
  return fetchMock;
}

describe("/admin/manage", () => {
  it("asks before deleting: Cancel sends nothing, Delete sends DELETE and says so", async () => {
    const fetchMock = await openManage({ "DELETE /api/admin/artworks/2": noContent() });
    fireEvent.click(screen.getByRole("button", { name: "Delete Orchard" }));
    const dialog = await screen.findByRole("dialog", { name: 'Delete "Orchard"?' });
    expect(within(dialog).getByText("The artwork is removed for good. This cannot be undone.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies(fetchMock, "DELETE", "/api/admin/artworks/2")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete Orchard" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete artwork" }));
    expect(await screen.findByText('Deleted "Orchard"')).toBeTruthy();
    expect(bodies(fetchMock, "DELETE", "/api/admin/artworks/2")).toEqual([undefined]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sessionStorage.getItem("admin_changes_pending")).toBe("true");
  });

  it("a failed delete keeps the dialog open with the server's message", async () => {
    await openManage({ "DELETE /api/admin/artworks/1": json({ error: "Artwork not found" }, 404) });
    fireEvent.click(screen.getByRole("button", { name: "Delete Tide" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete artwork" }));
    expect(await screen.findByText("Could not delete the artwork")).toBeTruthy();
    expect(screen.getByText("Artwork not found")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: 'Delete "Tide"?' })).toBeTruthy();
    expect(sessionStorage.getItem("admin_changes_pending")).toBeNull();
  });

  it("reorders with the arrow buttons and the keyboard, then saves the whole list", async () => {
    const fetchMock = await openManage({ "POST /api/admin/artworks/reorder": noContent() });
    expect(titles()).toEqual(["Tide", "Orchard", "Ferry"]);
    expect(screen.queryByRole("button", { name: "Save order" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Move Ferry up" }));
    expect(titles()).toEqual(["Tide", "Ferry", "Orchard"]);
    fireEvent.keyDown(screen.getByRole("button", { name: /^Reorder Tide/ }), { key: "ArrowDown" });
    expect(titles()).toEqual(["Ferry", "Tide", "Orchard"]);
    expect(screen.getByText("Tide moved to position 2 of 3")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Reorder Tide/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    expect(await screen.findByText("Order saved")).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/artworks/reorder")).toEqual([{ ids: [3, 1, 2] }]);
  });

  it("filters by title, category and status; reordering waits until the filters are cleared", async () => {
    await openManage();
    fireEvent.change(screen.getByLabelText("Search by title"), { target: { value: "ti" } });
    expect(titles()).toEqual(["Tide"]);
    expect(screen.getByText("1 of 3 artworks. Clear the filters to reorder.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Move Tide up" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Search by title"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "sold" } });
    expect(titles()).toEqual(["Orchard"]);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "murals" } });
    expect(titles()).toEqual(["Tide", "Ferry"]);
  });

  it("a quick status change sends only the new status", async () => {
    const fetchMock = await openManage({
      "PATCH /api/admin/artworks/2": json(artworkEdit(2, { title: "Orchard", status: "unavailable" })),
    });
    fireEvent.change(screen.getByLabelText("Status of Orchard"), { target: { value: "unavailable" } });
    expect(await screen.findByText("Status changed to Not For Sale")).toBeTruthy();
    expect(bodies(fetchMock, "PATCH", "/api/admin/artworks/2")).toEqual([{ status: "unavailable" }]);
  });
});

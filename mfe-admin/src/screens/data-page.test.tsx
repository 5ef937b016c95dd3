import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const BACKUP = { format: "studio-export", version: 1, exportedAt: "2026-11-23T10:00:00.000Z", artworks: [{ id: 1, title: "Tide" }] };
const COUNTS = {
  settings: 12, images: 3, artworks: 41, originalTypes: 2, merchandiseTypes: 1, products: 17, productVariants: 30, shippingZones: 2,
  commissionCategories: 2, commissionSubcategories: 0, emailTemplates: 9, contactMessages: 5, commissionRequests: 1, replies: 2,
  subscribers: 250, newsletters: 4, orders: 1234, orderItems: 1500,
};

async function chooseFile(content: string, name = "studio-export-2026-11-23.json") {
  const file = new File([content], name, { type: "application/json" });
  fireEvent.change(await screen.findByLabelText("Backup file (JSON)"), { target: { files: [file] } });
}

describe("/admin/data: backup and move", () => {
  it("offers the JSON backup and every CSV as downloads", async () => {
    stubApi({ "/api/admin/me": me });
    renderAt("/admin/data", <App />);
    const backup = await screen.findByRole("link", { name: "Download backup (JSON)" });
    expect(backup.getAttribute("href")).toBe("/api/admin/export.json");
    expect(backup.hasAttribute("download")).toBe(true);
    const csv = within(screen.getByRole("list", { name: "CSV downloads" })).getAllByRole("link");
    expect(csv.map((a) => a.getAttribute("href"))).toEqual([
      "/api/admin/export/orders.csv", "/api/admin/export/products.csv", "/api/admin/export/artworks.csv",
      "/api/admin/export/subscribers.csv", "/api/admin/export/contact-messages.csv", "/api/admin/export/commission-requests.csv",
    ]);
    expect(csv.every((a) => a.hasAttribute("download"))).toBe(true);
    expect(screen.getByText(/back up the folder/).textContent).toContain("DATA_DIR");
    expect(screen.getByRole("link", { name: "Backup and move" }).getAttribute("aria-current")).toBe("page");
  });

  it("imports a file after a confirmation that says what is replaced and kept, then shows the counts", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "POST /api/admin/import": json({ counts: COUNTS }) });
    renderAt("/admin/data", <App />);
    const start = await screen.findByRole("button", { name: "Import backup" });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await chooseFile(JSON.stringify(BACKUP));
    fireEvent.click(start);
    const dialog = await screen.findByRole("dialog", { name: "Replace the site's content with this backup?" });
    expect(dialog.textContent).toContain("studio-export-2026-11-23.json");
    expect(within(dialog).getByRole("heading", { name: "Replaced" }).nextElementSibling!.textContent).toMatch(/artworks.*orders/s);
    expect(within(dialog).getByRole("heading", { name: "Kept as they are" }).nextElementSibling!.textContent).toMatch(/Your account.*image files/s);
    expect(bodies(fetchMock, "POST", "/api/admin/import")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Replace content" }));
    const counts = await screen.findByRole("list", { name: "Imported records" });
    expect(bodies(fetchMock, "POST", "/api/admin/import")).toEqual([BACKUP]);
    expect(within(counts).getByText("Orders").parentElement!.textContent).toBe("Orders 1,234");
    expect(within(counts).getByText("Artworks").parentElement!.textContent).toBe("Artworks 41");
    expect(within(counts).getAllByRole("listitem")).toHaveLength(18);
  });

  it("shows the server's message when the import is refused", async () => {
    stubApi({
      "/api/admin/me": me,
      "POST /api/admin/import": json({ error: "This file cannot be imported. artworks[3].title: Too small" }, 400),
    });
    renderAt("/admin/data", <App />);
    await chooseFile(JSON.stringify(BACKUP));
    fireEvent.click(await screen.findByRole("button", { name: "Import backup" }));
    fireEvent.click(await screen.findByRole("button", { name: "Replace content" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The import did not happen: This file cannot be imported. artworks[3].title: Too small");
    expect(screen.queryByRole("list", { name: "Imported records" })).toBeNull();
  });

  it("does not send a file that is not JSON", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me });
    renderAt("/admin/data", <App />);
    await chooseFile("not json", "photo.jpg");
    fireEvent.click(await screen.findByRole("button", { name: "Import backup" }));
    fireEvent.click(await screen.findByRole("button", { name: "Replace content" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The import did not happen: This file is not a JSON backup of the site.");
    expect(bodies(fetchMock, "POST", "/api/admin/import")).toEqual([]);
  });
});

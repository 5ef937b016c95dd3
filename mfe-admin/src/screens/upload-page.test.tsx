import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { artworkEdit, bodies } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add artwork" }));
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent;

async function openUpload(routes = {}) {
  const fetchMock = stubApi({ "/api/admin/me": me, "/api/artworks/categories": json(["murals"]), ...routes });
  renderAt("/admin/upload", <App />);
  await screen.findByRole("heading", { name: "Add artwork" });
  return fetchMock;
}

describe("/admin/upload", () => {
  it("shows each field's message under the field and a 'Could not save' toast, and sends nothing", async () => {
    const fetchMock = await openUpload();
    type(/^Year/, "1800");
    type(/^Dimensions/, "30 by 40");
    type(/^Price/, "twelve");
    submit();
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(field(/^Title/))).toBe("Title is required");
    expect(messageOf(field(/^Year/))).toBe("Year must be 1900 or later");
    expect(messageOf(field(/^Dimensions/))).toBe("Use the form W x H, e.g. 30 x 40");
    expect(messageOf(field(/^Price/))).toBe("Price must be a number");
    expect(field(/^Price/).getAttribute("aria-invalid")).toBe("true");
    expect(bodies(fetchMock, "POST", "/api/admin/artworks")).toEqual([]);
  });

  it("a fraction of a cent is refused with the schema's message", async () => {
    await openUpload();
    type(/^Title/, "Tide");
    type(/^Price/, "12.345");
    submit();
    await screen.findByText("Could not save");
    expect(messageOf(field(/^Price/))).toBe("Price must be in whole cents");
  });

  it("sends dollars as cents, marks the pending-changes flag and opens the list", async () => {
    const fetchMock = await openUpload({
      "POST /api/admin/artworks": json(artworkEdit(9, { title: "Tide" }), 201),
      "/api/admin/artworks": json([]),
    });
    type(/^Title/, "  Tide  ");
    type(/^Price/, "4,200.50");
    type(/^Year/, "2025");
    type(/^Category/, "murals");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "sold" } });
    fireEvent.click(screen.getByLabelText(/^Featured/));
    submit();
    expect(await screen.findByRole("heading", { name: "Artworks" })).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/artworks")).toEqual([{
      title: "Tide", description: "", imageId: null, altText: "", medium: "", year: 2025, dimensions: "",
      category: "murals", status: "sold", featured: true, priceCents: 420050, seoTitle: "", seoDescription: "",
    }]);
    expect(screen.getByText("Artwork added")).toBeTruthy();
    expect(sessionStorage.getItem("admin_changes_pending")).toBe("true");
  });

  it("shows the server's field messages and keeps every value", async () => {
    await openUpload({
      "POST /api/admin/artworks": json({ error: "Use lowercase letters, digits and dashes", fields: { category: "Use lowercase letters, digits and dashes" } }, 400),
    });
    type(/^Title/, "Tide");
    type(/^Category/, "murals");
    type(/^Price/, "10");
    submit();
    const toast = await screen.findByText("Could not save");
    expect(within(toast.parentElement!).getByText("Use lowercase letters, digits and dashes")).toBeTruthy();
    await waitFor(() => expect(messageOf(field(/^Category/))).toBe("Use lowercase letters, digits and dashes"));
    expect([field(/^Title/).value, field(/^Category/).value, field(/^Price/).value]).toEqual(["Tide", "murals", "10"]);
    expect(sessionStorage.getItem("admin_changes_pending")).toBeNull();
  });
});

describe("/admin/edit/:id", () => {
  it("prefills the form (price in dollars) and saves with PUT", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/artworks": json([]),
      "/api/admin/artworks/4": json(artworkEdit(4)),
      "PUT /api/admin/artworks/4": json(artworkEdit(4, { priceCents: 399900 })),
    });
    renderAt("/admin/edit/4", <App />);
    expect(await screen.findByRole("heading", { name: 'Edit "Tide"' })).toBeTruthy();
    expect([field(/^Title/).value, field(/^Price/).value, field(/^Year/).value]).toEqual(["Tide", "4200.00", "2025"]);
    type(/^Price/, "3999");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Artwork saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/artworks/4")).toEqual([{
      title: "Tide", description: "Sea at dusk", imageId: null, altText: "", medium: "Oil on linen", year: 2025,
      dimensions: "30 x 40", category: "murals", status: "available", featured: false, priceCents: 399900, seoTitle: "", seoDescription: "",
    }]);
  });

  it("an unknown id says so", async () => {
    stubApi({ "/api/admin/me": me, "/api/admin/artworks": json([]) });
    renderAt("/admin/edit/77", <App />);
    expect(await screen.findByText("This artwork does not exist (any more).")).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";
import { echoSetting, messageOf, storedSettings } from "../test/settings.ts";

vi.mock("../lib/upload-image.ts", async (original) => ({
  ...(await original<typeof import("../lib/upload-image.ts")>()),
  uploadImage: async () => ({ id: "new1", image: { src: "/uploads/img/new1/800.jpg", width: 1200, height: 1600, srcset: { avif: "", webp: "", jpeg: "" } } }),
}));

const me = json({ id: 1, username: "elena" });
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const save = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT").map(([url, init]) => [url, JSON.parse(String(init!.body))]);

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

async function open(path: string, stored: Record<string, string>, routes = {}) {
  const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/settings": storedSettings(stored), ...routes });
  renderAt(path, <><App /><Where /></>);
  await screen.findByRole("button", { name: "Save changes" });
  return fetchMock;
}

describe("/admin/settings/:tab", () => {
  it("shows the tab's fields with their stored values, defaults for the unset ones", async () => {
    await open("/admin/settings/homepage", {
      home_hero_heading: "Paintings of the tide", home_hero_image: "/uploads/img/abc/1600.jpg", testimonials_enabled: "true",
    });
    expect(screen.getByRole("heading", { name: "Site settings" })).toBeTruthy();
    const tabs = within(screen.getByRole("navigation", { name: "Settings sections" }));
    expect(tabs.getByRole("link", { name: "Homepage" }).getAttribute("aria-current")).toBe("page");
    expect(tabs.getByRole("link", { name: "Footer" }).getAttribute("href")).toBe("/admin/settings/footer");
    expect(screen.getByRole("link", { name: "Site settings" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText(/The first screen visitors see/)).toBeTruthy();
    expect((screen.getByLabelText("Hero heading") as HTMLInputElement).value).toBe("Paintings of the tide");
    expect((screen.getByLabelText("Hero subheading") as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByLabelText("Show testimonials") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Show recent purchases and studio figures") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByAltText("Preview of the chosen image").getAttribute("src")).toBe("/uploads/img/abc/1600.jpg");
    expect(save().disabled).toBe(true);
  });

  it("saves only the changed settings, one PUT each, then says so", async () => {
    const fetchMock = await open("/admin/settings/contact", { contact_heading: "Write to me", commission_page_enabled: "false" }, {
      "PUT /api/admin/settings/contact_heading": echoSetting("contact_heading"),
      "PUT /api/admin/settings/commission_page_enabled": echoSetting("commission_page_enabled"),
    });
    expect((screen.getByLabelText("Contact page is open") as HTMLInputElement).checked).toBe(true);
    change(screen.getByLabelText("Heading"), "Say hello");
    fireEvent.click(screen.getByLabelText("Take commission requests"));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(puts(fetchMock)).toEqual([
      ["/api/admin/settings/commission_page_enabled", { value: "true" }],
      ["/api/admin/settings/contact_heading", { value: "Say hello" }],
    ]);
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("the list editor adds, removes and reorders categories and saves the JSON list", async () => {
    const fetchMock = await open("/admin/settings/gallery", { gallery_categories: '["featured","murals"]' }, {
      "PUT /api/admin/settings/gallery_categories": echoSetting("gallery_categories"),
    });
    expect(screen.getByRole("link", { name: "Site settings" }).getAttribute("aria-current")).toBe("page");
    const rows = () => within(screen.getByRole("list", { name: "Tabs" })).getAllByRole("listitem").map((li) => li.textContent?.replace(/[↑↓]|Remove/g, ""));
    expect(rows()).toEqual(["featured", "murals"]);
    change(screen.getByLabelText("New category"), "Oil Sketches");
    fireEvent.click(screen.getByRole("button", { name: "Add category" }));
    change(screen.getByLabelText("New category"), "murals");
    fireEvent.click(screen.getByRole("button", { name: "Add category" }));
    expect(screen.getByText("'murals' is already in the list")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove featured" }));
    fireEvent.click(screen.getByRole("button", { name: "Move oil-sketches up" }));
    expect(rows()).toEqual(["oil-sketches", "murals"]);
    fireEvent.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/settings/gallery_categories")).toEqual([{ value: '["oil-sketches","murals"]' }]);
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it("stores an uploaded image as its URL and a removed one as empty", async () => {
    URL.createObjectURL = () => "blob:chosen";
    URL.revokeObjectURL = () => undefined;
    const fetchMock = await open("/admin/settings/about", { about_studio_image: "/uploads/img/old/1600.jpg" }, {
      "PUT /api/admin/settings/about_profile_image": echoSetting("about_profile_image"),
      "PUT /api/admin/settings/about_studio_image": echoSetting("about_studio_image"),
    });
    const file = new File(["jpeg"], "portrait.jpg", { type: "image/jpeg" });
    await act(async () => fireEvent.change(screen.getByLabelText("Portrait file"), { target: { files: [file] } }));
    const portrait = within(screen.getByRole("group", { name: "Portrait" }));
    expect(portrait.getByAltText("Preview of the chosen image").getAttribute("src")).toBe("/uploads/img/new1/800.jpg");
    fireEvent.click(within(screen.getByRole("group", { name: "Studio photograph" })).getByRole("button", { name: "Remove" }));
    fireEvent.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(puts(fetchMock)).toEqual([
      ["/api/admin/settings/about_profile_image", { value: "/uploads/img/new1/1600.jpg" }],
      ["/api/admin/settings/about_studio_image", { value: "" }],
    ]);
  });

  it("a value the site cannot read is named under its field and nothing is sent", async () => {
    const fetchMock = await open("/admin/settings/footer", {});
    change(screen.getByLabelText("Footer title"), "Elena Marsh");
    change(screen.getByLabelText("Instagram"), "instagram.com/elena");
    fireEvent.click(save());
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(screen.getByLabelText("Instagram"))).toBe("Enter an address starting with https://");
    expect(puts(fetchMock)).toEqual([]);
  });

  it("shows the server's field message under the field and keeps the typed value", async () => {
    await open("/admin/settings/contact", {}, {
      "PUT /api/admin/settings/contact_email": json({ error: "Contact email is not valid", fields: { value: "That address cannot receive mail" } }, 400),
    });
    change(screen.getByLabelText("Contact email"), "elena@example.com");
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(screen.getByLabelText("Contact email"))).toBe("That address cannot receive mail");
    expect((screen.getByLabelText("Contact email") as HTMLInputElement).value).toBe("elena@example.com");
    expect(save().disabled).toBe(false);
  });

  it("previews formatted text without what the server would remove", async () => {
    await open("/admin/settings/about", {});
    change(screen.getByLabelText(/^Artist statement/), '<p>I paint <strong>water</strong>.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>');
    const preview = screen.getByRole("region", { name: "Preview of Artist statement" });
    expect(within(preview).getByText("water").tagName).toBe("STRONG");
    expect(preview.querySelector("img, script")).toBeNull();
  });

  it.each(["/admin/settings", "/admin/settings/nope"])("%s leads to the dashboard", async (path) => {
    stubApi({ "/api/admin/me": me });
    renderAt(path, <><App /><Where /></>);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(screen.getByLabelText("Location").textContent).toBe("/admin/dashboard");
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";
import { DEFAULT_CONTACT_HEADING } from "./contact-page.tsx";

const setting = (key: string, value: string | null) => ({ [`/api/settings/${key}`]: json({ key, value }) });

describe("contact remote", () => {
  it("shows contact_heading and contact_subheading from settings", async () => {
    stubApi({ ...setting("contact_heading", "Write to the studio"), ...setting("contact_subheading", "Replies within two days.") });
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: "Write to the studio" })).toBeTruthy();
    expect(screen.getByText("Replies within two days.")).toBeTruthy();
  });

  it("falls back to the default heading when unset", async () => {
    stubApi({});
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: DEFAULT_CONTACT_HEADING })).toBeTruthy();
  });

  it("shows 'Contact Not Available' when contact_page_enabled is 'false'", async () => {
    stubApi(setting("contact_page_enabled", "false"));
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: "Contact Not Available" })).toBeTruthy();
  });
});

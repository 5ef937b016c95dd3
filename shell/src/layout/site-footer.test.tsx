import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { DEFAULT_FOOTER_DESCRIPTION, DEFAULT_FOOTER_TITLE, SiteFooter } from "./site-footer.tsx";

const setting = (key: string, value: string) => ({ [`/api/settings/${key}`]: json({ key, value }) });

describe("SiteFooter", () => {
  it("uses the default texts while footer settings are missing, and shows no social icons", async () => {
    stubApi({});
    renderAt("/", <SiteFooter />);
    expect(screen.getByText(DEFAULT_FOOTER_TITLE)).toBeTruthy();
    expect(screen.getByText(DEFAULT_FOOTER_DESCRIPTION)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Follow the studio" })).queryAllByRole("link")).toEqual([]);
  });

  it("shows footer_title/description and only the social icons whose setting has a value", async () => {
    stubApi({
      ...setting("footer_title", "Elena Marsh"),
      ...setting("footer_description", "Paintings from the coast."),
      ...setting("social_instagram", "https://instagram.com/elena"),
      ...setting("social_youtube", "https://youtube.com/@elena"),
      ...setting("social_facebook", ""),
    });
    renderAt("/", <SiteFooter />);
    expect(await screen.findByText("Elena Marsh")).toBeTruthy();
    expect(await screen.findByText("Paintings from the coast.")).toBeTruthy();
    await screen.findByRole("link", { name: "YouTube (opens in a new tab)" });
    const social = within(screen.getByRole("list", { name: "Follow the studio" })).getAllByRole("link");
    expect(social.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["Instagram (opens in a new tab)", "https://instagram.com/elena", "_blank"],
      ["YouTube (opens in a new tab)", "https://youtube.com/@elena", "_blank"],
    ]);
  });

  it("has the quick links, the shop categories and customer-service links opening in a new tab", () => {
    stubApi({});
    renderAt("/", <SiteFooter />);
    const hrefs = (name: string) => within(screen.getByRole("navigation", { name })).getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target")]);
    expect(hrefs("Quick Links").map(([, href]) => href)).toEqual(["/", "/gallery", "/shop", "/about", "/contact", "/admin/login"]);
    expect(hrefs("Shop Categories")).toEqual([
      ["Original Paintings", "/shop", null], ["Prints", "/shop", null], ["Merchandise", "/shop", null],
    ]);
    expect(hrefs("Customer Service").map(([, href, target]) => [href, target])).toEqual([
      ["/shipping-returns", "_blank"], ["/contact", "_blank"], ["/security-policy", "_blank"],
    ]);
  });
});

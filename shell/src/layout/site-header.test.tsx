import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { addToCart } from "@studio/sdk";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { SiteHeader } from "./site-header.tsx";

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}
const linkNames = (nav: HTMLElement) => within(nav).getAllByRole("link").map((a) => a.textContent);

describe("SiteHeader", () => {
  it("shows the five links and the studio name; Shop shows while shop_page_enabled is missing", async () => {
    stubApi({ "/api/settings/studio_name": json({ key: "studio_name", value: "Elena Marsh Studio" }) });
    renderAt("/", <SiteHeader />);
    expect(await screen.findByRole("link", { name: "Elena Marsh Studio" })).toBeTruthy();
    expect(linkNames(screen.getByRole("navigation", { name: "Main" }))).toEqual(["Home", "Gallery", "Shop", "About", "Contact"]);
  });

  it("hides Shop when shop_page_enabled is not 'true'", async () => {
    stubApi({ "/api/settings/shop_page_enabled": json({ key: "shop_page_enabled", value: "false" }) });
    renderAt("/", <SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(linkNames(nav)).toEqual(["Home", "Gallery", "About", "Contact"]));
  });

  it("the cart button shows the total item count with an accessible label", async () => {
    stubApi({});
    renderAt("/", <SiteHeader />);
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeTruthy();
    await act(async () => {
      addToCart({ id: 1, title: "Print", description: "", imageUrl: "/p.jpg", priceCents: 4500, type: "prints" }, 2);
      addToCart({ id: 2, title: "Mug", description: "", imageUrl: "/m.jpg", priceCents: 1800, type: "merchandise" });
    });
    const cart = screen.getByRole("button", { name: "Cart, 3 items" });
    expect(cart.textContent).toBe("3");
  });

  it("the mobile menu lists the same links and closes on every route change", async () => {
    stubApi({});
    renderAt("/", <><SiteHeader /><Navigator /></>);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(linkNames(menu)).toEqual(["Home", "Gallery", "Shop", "About", "Contact"]);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await act(async () => navigate("/about"));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await act(async () => navigate("/about"));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });
});

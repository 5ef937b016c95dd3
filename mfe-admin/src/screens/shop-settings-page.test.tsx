import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";
import { echoSetting, storedSettings } from "../test/settings.ts";

const me = json({ id: 1, username: "elena" });
const save = () => screen.getByRole("button", { name: "Save changes" });

describe("/admin/shop-settings: shop page", () => {
  it("edits the shop page above the shipping options", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/shipping-zones": json([]),
      "/api/admin/settings": storedSettings({ shop_description: "Prints and originals" }),
      "PUT /api/admin/settings/shop_page_enabled": echoSetting("shop_page_enabled"),
    });
    renderAt("/admin/shop-settings", <App />);
    const form = await screen.findByRole("form", { name: "Shop page" });
    expect(screen.getByRole("heading", { name: "Shipping options" })).toBeTruthy();
    expect((screen.getByLabelText("Shop introduction") as HTMLTextAreaElement).value).toBe("Prints and originals");
    expect(screen.getByRole("list", { name: "Shop categories" }).textContent).toContain("original-paintings");
    fireEvent.click(screen.getByLabelText("Shop is open"));
    fireEvent.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/settings/shop_page_enabled")).toEqual([{ value: "false" }]);
    expect(form.compareDocumentPosition(screen.getByRole("form", { name: "Add a shipping option" }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

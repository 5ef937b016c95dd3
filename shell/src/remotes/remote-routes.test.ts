import { describe, expect, it } from "vitest";
import { remoteFor } from "./remote-routes.ts";

describe("remoteFor", () => {
  it("maps every remote URL of the spec to its remote", () => {
    expect(
      ["/gallery", "/shop", "/shop/product/7", "/product/7", "/checkout", "/order-confirmation", "/contact", "/admin", "/admin/login", "/admin/edit/3"].map(remoteFor),
    ).toEqual(["gallery", "shop", "shop", "shop", "checkout", "checkout", "contact", "admin", "admin", "admin"]);
  });

  it("leaves the shell's own paths and unknown paths to the shell", () => {
    expect(["/", "/about", "/shipping-returns", "/security-policy", "/nope", "/galleryx", "/shopping"].map(remoteFor)).toEqual(
      [null, null, null, null, null, null, null],
    );
  });
});

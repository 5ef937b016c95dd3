import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Picture } from "./picture.tsx";

afterEach(cleanup);

const image = {
  src: "/uploads/img/a/960.jpg", width: 1200, height: 1500,
  srcset: { avif: "/a/480.avif 480w", webp: "/a/480.webp 480w", jpeg: "/a/480.jpg 480w" },
};

describe("Picture", () => {
  it("offers AVIF, then WebP, then JPEG with the intrinsic size, lazily by default", () => {
    const { container } = render(<Picture image={image} fallbackSrc="/x.jpg" alt="Tide" sizes="50vw" />);
    const sources = [...container.querySelectorAll("source")].map((s) => [s.type, s.getAttribute("srcset")]);
    expect(sources).toEqual([["image/avif", "/a/480.avif 480w"], ["image/webp", "/a/480.webp 480w"]]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]).toEqual(["/uploads/img/a/960.jpg", "1200", "1500"]);
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority"), img.alt]).toEqual(["lazy", null, "Tide"]);
  });

  it("the priority image is eager and high priority; no stored image falls back to the URL", () => {
    const { container } = render(<Picture image={null} fallbackSrc="/legacy.jpg" alt="" sizes="100vw" priority />);
    const img = container.querySelector("img")!;
    expect(container.querySelector("picture")).toBeNull();
    expect([img.getAttribute("src"), img.getAttribute("loading"), img.getAttribute("fetchpriority")]).toEqual(["/legacy.jpg", "eager", "high"]);
  });
});

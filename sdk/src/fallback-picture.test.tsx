import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FallbackPicture } from "./fallback-picture.tsx";

afterEach(cleanup);

const image = {
  src: "/uploads/img/a/960.jpg", width: 1200, height: 1500,
  srcset: { avif: "/a/480.avif 480w", webp: "/a/480.webp 480w", jpeg: "/a/480.jpg 480w" },
};

describe("FallbackPicture", () => {
  it("chooses loading and fetch priority separately", () => {
    const { container } = render(
      <FallbackPicture image={image} fallbackSrc="/x.jpg" errorSrc="data:," alt="Tide" sizes="50vw" loading="eager" />,
    );
    const img = container.querySelector("img")!;
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority"), img.getAttribute("width")]).toEqual(["eager", null, "1200"]);
    expect(container.querySelectorAll("source")).toHaveLength(2);
  });

  it("logs the failed URL and swaps to the error image at the same size", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<FallbackPicture image={image} fallbackSrc="/x.jpg" errorSrc="data:image/svg+xml,x" alt="Tide" sizes="50vw" />);
    fireEvent.error(container.querySelector("img")!);
    expect(warn).toHaveBeenCalledWith("Image failed to load:", "/uploads/img/a/960.jpg");
    const img = container.querySelector("img")!;
    expect(container.querySelector("picture")).toBeNull();
    expect([img.getAttribute("src"), img.alt, img.getAttribute("width"), img.getAttribute("height")]).toEqual(["data:image/svg+xml,x", "Tide", "1200", "1500"]);
  });

  it("without a stored image uses the legacy URL, with the same error fallback", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<FallbackPicture image={null} fallbackSrc="/legacy.jpg" errorSrc="data:," alt="" sizes="100vw" fetchPriority="high" />);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("src"), img.getAttribute("fetchpriority"), img.getAttribute("loading")]).toEqual(["/legacy.jpg", "high", "lazy"]);
    fireEvent.error(img);
    expect(container.querySelector("img")!.getAttribute("src")).toBe("data:,");
  });
});

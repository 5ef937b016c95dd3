import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text.tsx";

describe("RichText", () => {
  it("shows plain text as paragraphs at blank lines, with any angle brackets as text", () => {
    const { container } = render(<RichText text={"Oil on linen, 40 < 60 cm\n\n<notatag> stays text"} />);
    expect(container.firstElementChild!.innerHTML).toBe("<p>Oil on linen, 40 &lt; 60 cm</p><p>&lt;notatag&gt; stays text</p>");
  });

  it("renders the formatting the server stored (sanitised on save)", () => {
    const { container } = render(<RichText text={'<p>Painter <strong>and</strong> teacher</p><ul><li>2025</li></ul>'} />);
    expect(container.querySelector("strong")?.textContent).toBe("and");
    expect(container.querySelectorAll("li")).toHaveLength(1);
  });
});

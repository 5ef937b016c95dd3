import { z } from "zod";
import { ZArtwork } from "@studio/contracts";
import { useApi } from "@studio/sdk";
import * as s from "./gallery-page.css.ts";

export function GalleryPage() {
  const { data } = useApi("/api/artworks", { schema: z.array(ZArtwork) });
  return (
    <section className={s.page}>
      <h1 className={s.title}>Gallery</h1>
      <p>{data?.length ?? 0} artworks</p>
    </section>
  );
}

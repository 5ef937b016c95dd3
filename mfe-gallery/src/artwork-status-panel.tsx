import { useId, type ReactNode } from "react";
import type { Artwork, ArtworkStatus } from "@studio/contracts";
import { ButtonLink } from "@studio/design-system";
import { formatPrice, useArtworkProducts, useRouterLink } from "@studio/sdk";
import * as s from "./artwork-dialog.css.ts";

/** Where "View in Shop" goes: the product itself when there is exactly one, else the shop filtered to the artwork. */
export function shopPathFor(artworkId: number, productIds: readonly number[] | undefined): string {
  return productIds?.length === 1 ? `/shop/product/${productIds[0]}` : `/shop?artwork=${artworkId}`;
}

function StatusSection({ status, title, children }: { status: ArtworkStatus; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h3 id={id} className={s.panelTitle}>
        <span className={`${s.dot} ${s.dotTone[status]}`} aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function AvailablePanel({ artwork }: { artwork: Artwork }) {
  const { data: products } = useArtworkProducts(artwork.id);
  const link = useRouterLink(shopPathFor(artwork.id, products?.map((p) => p.id)));
  const price = formatPrice(artwork.priceCents, { cents: true });
  return (
    <StatusSection status="available" title="Available">
      {price && <p className={s.price}>{price}</p>}
      <ButtonLink {...link} fullWidth>{products && products.length > 1 ? "View Options in Shop" : "View in Shop"}</ButtonLink>
    </StatusSection>
  );
}

const CLOSED = {
  sold: { title: "Sold", text: "This artwork is no longer available" },
  unavailable: { title: "Not For Sale", text: "This artwork is displayed for viewing only" },
} as const;

/** The status panel of the artwork dialog: Available (price, link to the shop), Sold, or Not For Sale. */
export function ArtworkStatusPanel({ artwork }: { artwork: Artwork }) {
  if (artwork.status === "available") return <AvailablePanel artwork={artwork} />;
  const { title, text } = CLOSED[artwork.status];
  return (
    <StatusSection status={artwork.status} title={title}>
      <p className={s.panelText}>{text}</p>
    </StatusSection>
  );
}

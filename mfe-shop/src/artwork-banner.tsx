import { Link } from "@studio/design-system";
import { useArtworks, useRouterLink } from "@studio/sdk";
import * as s from "./shop.css.ts";

/** Shown instead of the tabs when ?artwork= narrows the shop to one artwork's originals, prints and merchandise. */
export function ArtworkBanner({ artworkId }: { artworkId: number }) {
  const { data } = useArtworks();
  const all = useRouterLink("/shop");
  const title = data?.find((artwork) => artwork.id === artworkId)?.title;
  return (
    <div className={s.banner}>
      <p>
        {title ? <>Everything available from <em className={s.artworkTitle}>{title}</em></> : "Everything available from this artwork"}
      </p>
      <Link {...all}>View the whole shop</Link>
    </div>
  );
}

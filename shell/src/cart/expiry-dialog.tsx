import { ButtonLink, Dialog } from "@studio/design-system";
import { useRouterLink } from "@studio/sdk";
import * as s from "./cart.css.ts";

/** Lists the originals removed because their 15-minute hold ran out. */
export function ExpiryDialog({ titles, onClose }: { titles: string[]; onClose: () => void }) {
  const shop = useRouterLink("/shop");
  return (
    <Dialog
      open={titles.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title="Time Limit Expired"
      footer={<ButtonLink {...shop} onClick={(e) => { shop.onClick(e); onClose(); }}>Return to Shop</ButtonLink>}
    >
      <p>
        The following original {titles.length === 1 ? "painting was" : "paintings were"} removed from your cart because
        the 15-minute reservation time limit expired. The {titles.length === 1 ? "item is" : "items are"} back in inventory.
      </p>
      <ul className={s.expired}>{titles.map((title) => <li key={title}>{title}</li>)}</ul>
    </Dialog>
  );
}

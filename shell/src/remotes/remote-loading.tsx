import { Spinner } from "@studio/design-system";
import type { RemoteName } from "@studio/contracts";
import * as s from "./remote-slot.css.ts";

const LABELS: Record<RemoteName, string> = {
  gallery: "Loading the gallery...",
  shop: "Loading the shop...",
  checkout: "Loading checkout...",
  contact: "Loading...",
  admin: "Loading admin panel...",
};

/** Shown in the slot while a remote's code arrives. */
export function RemoteLoading({ name }: { name: RemoteName }) {
  return (
    <div className={s.loading} role="status" aria-live="polite">
      <Spinner decorative />
      <span>{LABELS[name]}</span>
    </div>
  );
}

import type { RemoteName } from "@studio/contracts";

export function RemoteLoading({ name }: { name: RemoteName }) {
  return <p role="status">{name === "admin" ? "Loading admin panel..." : "Loading…"}</p>;
}

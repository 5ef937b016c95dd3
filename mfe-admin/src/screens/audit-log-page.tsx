import { useState } from "react";
import { Select } from "@studio/design-system";
import { usePageTitle } from "@studio/sdk";
import type { AuditEntry } from "@studio/contracts";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { useAuditLog } from "../lib/admin-security.ts";
import * as o from "../orders/orders.css.ts";

const ENTITIES = [
  ["", "Everything"], ["user", "Sign-ins and account"], ["order", "Orders"], ["product", "Products"], ["artwork", "Artworks"],
  ["setting", "Settings"], ["shipping_zone", "Shipping options"], ["email_template", "Email templates"], ["smtp_settings", "Mail server"],
  ["mail", "Mails"], ["session", "Sessions"], ["trusted_device", "Trusted devices"],
].map(([value, label]) => ({ value, label }));

const ACTIONS: Record<string, string> = {
  login: "Signed in", login_failed: "Failed sign-in", mfa_failed: "Wrong two-step code", logout: "Signed out",
  logout_everywhere: "Signed out everywhere", reset_requested: "Asked for a reset code", password_reset: "Reset the password",
  password_changed: "Changed the password", email_changed: "Changed the reset email", mfa_enabled: "Turned two-step sign-in on",
  mfa_disabled: "Turned two-step sign-in off", device_revoked: "Forgot a trusted device", session_revoked: "Signed a session out",
  create: "Created", update: "Changed", delete: "Deleted", reorder: "Reordered", refund: "Refunded", retry: "Sent again", test: "Sent a test",
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

function detailText(entry: AuditEntry): string {
  const parts = Object.entries(entry.detail).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
  return parts.join(" · ");
}

/** /admin/audit-log: who did what, when, from where (spec: not shown; the owner's record of admin actions). */
export default function AuditLogPage() {
  usePageTitle("Audit log");
  const [entity, setEntity] = useState("");
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAuditLog(entity, page);
  return (
    <>
      <PageHeader title="Audit log" intro="Every admin action and sign-in: who, what, when and from which address." />
      <div className={o.filters}>
        <Select label="Show" value={entity} options={ENTITIES} onChange={(e) => { setEntity(e.target.value); setPage(1); }} />
      </div>
      <PagedTable what="audit log" noun={["entry", "entries"]} list={data} rows={data?.entries.length ?? 0} error={error} isLoading={isLoading} skeletonLines={10}
        empty="Nothing recorded yet."
        head={<tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">From</th></tr>}
        page={page} onPage={(n) => setPage(n)}>
        {data?.entries.map((e) => (
          <tr key={e.id}>
            <td className={o.mutedCell}>{dateTime.format(new Date(e.createdAt))}</td>
            <td>{e.username ?? "—"}</td>
            <td>
              <span className={o.name}>{ACTIONS[e.action] ?? e.action}{e.entity === "user" ? "" : ` ${e.entity.replaceAll("_", " ")}${e.entityId ? ` ${e.entityId}` : ""}`}</span>
              {Object.keys(e.detail).length > 0 && <span className={o.muted}>{detailText(e)}</span>}
            </td>
            <td className={o.mutedCell}>{e.ip || "—"}</td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}

import { COMMISSION_STATUS_LABELS, COMMISSION_TRANSITIONS, type CommissionRequestUpdate, type CommissionStatus } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";

/**
 * The owner moves a request along its workflow (pending -> quoted -> accepted -> in progress -> completed, or
 * declined), keeps notes and records her quote. A move the workflow does not allow is refused.
 */
export async function updateCommissionRequest(sql: Sql, id: number, update: CommissionRequestUpdate, actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const [row] = await tx<{ status: CommissionStatus; quotedPriceCents: number | null }[]>`
      select status, quoted_price_cents from commission_requests where id = ${id} for update`;
    if (!row) throw new AppError("not_found", "Commission request not found");
    const status = update.status ?? row.status;
    if (status !== row.status && !COMMISSION_TRANSITIONS[row.status].includes(status)) {
      const message = `A ${COMMISSION_STATUS_LABELS[row.status].toLowerCase()} request cannot become ${COMMISSION_STATUS_LABELS[status].toLowerCase()}`;
      throw new AppError("conflict", message, { status: message });
    }
    const quoted = update.quotedPriceCents === undefined ? row.quotedPriceCents : update.quotedPriceCents;
    if (status === "quoted" && quoted === null) {
      throw new AppError("validation", "Enter the quoted price first", { quotedPriceCents: "Enter the quoted price first" });
    }
    await tx`update commission_requests set status = ${status}, quoted_price_cents = ${quoted},
      admin_notes = coalesce(${update.adminNotes ?? null}, admin_notes), updated_at = now() where id = ${id}`;
    await audit(tx, actor, "update", "commission_request", id, {
      ...(status !== row.status ? { status: { from: row.status, to: status } } : {}),
      ...(quoted !== row.quotedPriceCents ? { quotedPriceCents: quoted } : {}),
      ...(update.adminNotes !== undefined ? { notes: true } : {}),
    });
    emit("commission_request.updated", { id });
  });
}

import { AUTO_REPLY_VARIABLES, type CommissionSettingsAdmin, type CommissionSettingsUpdate } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";
import { getCommissionSettingsAdmin } from "./get-commission-settings.ts";

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Multipliers, the commission address and the auto-reply. The public estimator refreshes live. */
export async function saveCommissionSettings(sql: Sql, update: CommissionSettingsUpdate, actor: Actor): Promise<CommissionSettingsAdmin> {
  const unknown = [update.autoReplySubject, update.autoReplyContent]
    .flatMap((text) => [...text.matchAll(VARIABLE)].map((m) => m[1]))
    .filter((name) => !(name in AUTO_REPLY_VARIABLES));
  if (unknown.length) {
    const message = `Unknown variable: {{${unknown[0]}}}. Use ${Object.keys(AUTO_REPLY_VARIABLES).map((v) => `{{${v}}}`).join(", ")}.`;
    throw new AppError("validation", message, { autoReplyContent: message });
  }
  return await transact(sql, async (tx, emit) => {
    await tx`update commission_settings set painting_multiplier = ${update.paintingMultiplier}, mural_multiplier = ${update.muralMultiplier},
      artist_email = ${update.artistEmail}, auto_reply_subject = ${update.autoReplySubject},
      auto_reply_content = ${update.autoReplyContent}, updated_at = now() where id = 1`;
    await audit(tx, actor, "update", "commission_settings", 1, {
      paintingMultiplier: update.paintingMultiplier, muralMultiplier: update.muralMultiplier, artistEmail: update.artistEmail,
    });
    emit("commission_settings.updated", {});
    return await getCommissionSettingsAdmin(tx);
  });
}

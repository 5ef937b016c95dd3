import type { CommissionMultipliers, CommissionSettingsAdmin } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";

/** GET /api/commission/settings: what the contact page's estimator multiplies by. */
export async function getCommissionSettings(db: Db): Promise<CommissionMultipliers> {
  const { paintingMultiplier, muralMultiplier } = await getCommissionSettingsAdmin(db);
  return { paintingMultiplier, muralMultiplier };
}

/** The whole settings row, for the admin and the commission mails. */
export async function getCommissionSettingsAdmin(db: Db): Promise<CommissionSettingsAdmin> {
  const [row] = await db<(Omit<CommissionSettingsAdmin, "paintingMultiplier" | "muralMultiplier"> & { paintingMultiplier: string; muralMultiplier: string })[]>`
    select painting_multiplier, mural_multiplier, artist_email, auto_reply_subject, auto_reply_content,
      ${db.unsafe(isoUtc("updated_at"))} as updated_at
    from commission_settings where id = 1`;
  return { ...row, paintingMultiplier: Number(row.paintingMultiplier), muralMultiplier: Number(row.muralMultiplier) };
}

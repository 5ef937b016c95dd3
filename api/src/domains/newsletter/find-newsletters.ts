import type { Newsletter } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";

/** The newsletters sent so far, newest first. */
export async function findNewsletters(db: Db): Promise<Newsletter[]> {
  return await db<Newsletter[]>`select id, subject, content, recipient_count, ${db.unsafe(isoUtc("sent_at"))} as sent_at
    from newsletters order by sent_at desc, id desc limit 100`;
}

import type { AuditPage } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, optionally for one kind of thing (order, user, product, ...). */
export async function findAuditLog(db: Db, query: { entity?: string; page: number }): Promise<AuditPage> {
  const where = db`where (${query.entity ?? null}::text is null or a.entity = ${query.entity ?? null})`;
  const [{ total }] = await db<{ total: number }[]>`select count(*)::int as total from audit_log a ${where}`;
  const entries = await db<AuditPage["entries"]>`
    select a.id::int as id, u.username, a.action, a.entity, a.entity_id, a.detail, a.ip,
      ${db.unsafe(isoUtc("a.created_at"))} as created_at
    from audit_log a left join users u on u.id = a.user_id ${where}
    order by a.id desc limit ${AUDIT_PAGE_SIZE} offset ${(query.page - 1) * AUDIT_PAGE_SIZE}`;
  return { entries, total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}

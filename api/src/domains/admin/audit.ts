import type { Db } from "../../db/connect.ts";
import type { Actor } from "./sessions.ts";

/** Records an admin action: who, what (action on entity), when, from where. */
export async function audit(
  db: Db,
  actor: { userId: number | null; ip: string },
  action: string,
  entity: string,
  entityId: string | number | null = null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db`insert into audit_log (user_id, action, entity, entity_id, detail, ip)
    values (${actor.userId}, ${action}, ${entity}, ${entityId === null ? null : String(entityId)}, ${db.json(detail as never)}, ${actor.ip})`;
}

export type { Actor };

import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";

/** Marks a contact message read (opening it does) or unread again. */
export async function markInquiry(sql: Sql, id: number, read: boolean): Promise<void> {
  const rows = await sql`update contact_messages set read_at = case when ${read} then coalesce(read_at, now()) end where id = ${id}`;
  if (!rows.count) throw new AppError("not_found", "Message not found");
}

/** Deletes a contact message (e.g. spam) and its replies. */
export async function deleteInquiry(sql: Sql, id: number, actor: Actor): Promise<void> {
  await transact(sql, async (tx) => {
    const [row] = await tx<{ email: string }[]>`delete from contact_messages where id = ${id} returning email`;
    if (!row) throw new AppError("not_found", "Message not found");
    await audit(tx, actor, "delete", "contact_message", id, { email: row.email });
  });
}

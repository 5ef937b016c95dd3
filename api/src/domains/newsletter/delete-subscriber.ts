import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";

/** Removes an address for good (e.g. on the person's request to be forgotten). */
export async function deleteSubscriber(sql: Sql, id: number, actor: Actor): Promise<void> {
  await transact(sql, async (tx) => {
    const [row] = await tx<{ email: string }[]>`delete from subscribers where id = ${id} returning email`;
    if (!row) throw new AppError("not_found", "Subscriber not found");
    await audit(tx, actor, "delete", "subscriber", id, { email: row.email });
  });
}

import type { Db } from "../../db/connect.ts";
import { getSetting } from "../settings/get-setting.ts";

/** Where mail for the studio goes: the public contact email, else the owner account's email; null when neither is set. */
export async function ownerAddress(db: Db): Promise<string | null> {
  const contact = (await getSetting(db, "contact_email")).value?.trim();
  if (contact) return contact;
  const [user] = await db<{ email: string }[]>`select email from users where email is not null order by id limit 1`;
  return user?.email ?? null;
}

import { RICH_TEXT_SETTINGS, type Setting, validateSetting } from "@studio/contracts";
import { AppError } from "../../errors.ts";
import { sanitizeRichText } from "./sanitize-html.ts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";

/**
 * Writes one setting (insert or update), audits it and emits setting.updated in the same transaction. A formatted
 * text (RICH_TEXT_SETTINGS) is sanitised with the allow-list before it is stored; a value its field cannot read
 * (a toggle that is not 'true'/'false', a broken category list, a bad address...) is refused with the reason.
 */
export async function updateSetting(sql: Sql, input: { key: string; value: string; actor: Actor }): Promise<Setting> {
  const problem = validateSetting(input.key, input.value);
  if (problem) throw new AppError("validation", problem, { value: problem });
  const value = (RICH_TEXT_SETTINGS as readonly string[]).includes(input.key) ? sanitizeRichText(input.value) : input.value;
  return await transact(sql, async (tx, emit) => {
    const [row] = await tx<{ key: string; value: string; description: string; updatedAt: Date }[]>`
      insert into settings (key, value) values (${input.key}, ${value})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      returning key, value, description, updated_at`;
    await audit(tx, input.actor, "update", "setting", input.key, { length: value.length, ...(value === input.value ? {} : { sanitised: true }) });
    emit("setting.updated", { key: input.key });
    return { ...row, updatedAt: row.updatedAt.toISOString() };
  });
}

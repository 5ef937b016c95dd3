import type { MailLogDetail, MailLogPage, MailStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { containsPattern } from "../../db/like.ts";
import { AppError } from "../../errors.ts";
import { isoUtc } from "../../db/iso-time.ts";

export const MAIL_LOG_PAGE_SIZE = 30;

const COLUMNS = `id, to_address, subject, template_key, transport, status, attempts, last_error,
  ${isoUtc("created_at")} as created_at,
  ${isoUtc("sent_at")} as sent_at,
  ${isoUtc("next_attempt_at")} as next_attempt_at`;

/** The mail log, newest first: filtered by status, searched by recipient or subject. */
export async function findMailLog(db: Db, query: { status?: MailStatus; q?: string; page: number }): Promise<MailLogPage> {
  const pattern = containsPattern(query.q);
  const where = db`where (${query.status ?? null}::text is null or status = ${query.status ?? null})
    and (${query.q ?? ""} = '' or to_address ilike ${pattern} or subject ilike ${pattern})`;
  const [{ total }] = await db<{ total: number }[]>`select count(*)::int as total from mail_log ${where}`;
  const mails = await db<MailLogPage["mails"]>`select ${db.unsafe(COLUMNS)} from mail_log ${where}
    order by id desc limit ${MAIL_LOG_PAGE_SIZE} offset ${(query.page - 1) * MAIL_LOG_PAGE_SIZE}`;
  return { mails, total, page: query.page, pageSize: MAIL_LOG_PAGE_SIZE };
}

export async function getMail(db: Db, id: number): Promise<MailLogDetail> {
  const [mail] = await db<MailLogDetail[]>`select ${db.unsafe(COLUMNS)}, body_text, body_html, reply_to from mail_log where id = ${id}`;
  if (!mail) throw new AppError("not_found", "Mail not found");
  return mail;
}

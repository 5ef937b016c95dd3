import type { Inquiry, InquiryDetail, InquiryPage, InquiryReply } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { containsPattern } from "../../db/like.ts";
import { AppError } from "../../errors.ts";

export const INQUIRIES_PAGE_SIZE = 30;

const COLUMNS = `id, name, email, subject, message, subscribe_to_newsletter, ${isoUtc("read_at")} as read_at,
  ${isoUtc("replied_at")} as replied_at, ${isoUtc("created_at")} as created_at`;

/** The inbox of contact messages, newest first; all or unread, searched by sender, address, subject or text. */
export async function findInquiries(db: Db, query: { filter: "all" | "unread"; q?: string; page: number }): Promise<InquiryPage> {
  const pattern = containsPattern(query.q);
  const where = db`where (${query.filter} = 'all' or read_at is null)
    and (${query.q ?? ""} = '' or name ilike ${pattern} or email ilike ${pattern} or subject ilike ${pattern} or message ilike ${pattern})`;
  const [{ total, unread }] = await db<{ total: number; unread: number }[]>`
    select count(*)::int as total, (select count(*)::int from contact_messages where read_at is null) as unread
    from contact_messages ${where}`;
  const inquiries = await db<Inquiry[]>`select ${db.unsafe(COLUMNS)} from contact_messages ${where}
    order by created_at desc, id desc limit ${INQUIRIES_PAGE_SIZE} offset ${(query.page - 1) * INQUIRIES_PAGE_SIZE}`;
  return { inquiries, total, unread, page: query.page, pageSize: INQUIRIES_PAGE_SIZE };
}

/** The replies sent to a contact message or a commission request, oldest first, with their mail's state. */
export async function findReplies(db: Db, of: { contactMessageId?: number; commissionRequestId?: number }): Promise<InquiryReply[]> {
  return await db<InquiryReply[]>`
    select r.id, r.subject, r.body, r.mail_id::int as mail_id, m.status as mail_status, ${db.unsafe(isoUtc("r.created_at"))} as created_at
    from replies r left join mail_log m on m.id = r.mail_id
    where r.contact_message_id = ${of.contactMessageId ?? null} or r.commission_request_id = ${of.commissionRequestId ?? null}
    order by r.created_at, r.id`;
}

export async function getInquiry(db: Db, id: number): Promise<InquiryDetail> {
  const [inquiry] = await db<Inquiry[]>`select ${db.unsafe(COLUMNS)} from contact_messages where id = ${id}`;
  if (!inquiry) throw new AppError("not_found", "Message not found");
  return { ...inquiry, replies: await findReplies(db, { contactMessageId: id }) };
}

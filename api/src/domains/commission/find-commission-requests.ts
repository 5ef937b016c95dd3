import type { CommissionRequest, CommissionRequestPage, CommissionStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { containsPattern } from "../../db/like.ts";
import { AppError } from "../../errors.ts";

export const COMMISSIONS_PAGE_SIZE = 30;

const SELECT = `select r.id, r.customer_name, r.customer_email, r.phone, r.commission_type, c.name as category_name,
  s.name as subcategory_name, r.subject, r.message, r.dimensions, r.estimated_price_cents, r.quoted_price_cents, r.status,
  r.admin_notes, r.location, ${isoUtc("r.created_at")} as created_at, ${isoUtc("r.updated_at")} as updated_at
  from commission_requests r
  left join commission_categories c on c.id = r.category_id
  left join commission_subcategories s on s.id = r.subcategory_id`;

/** Commission requests, newest first, by status and searched by customer, address, subject or text. */
export async function findCommissionRequests(
  db: Db, query: { status?: CommissionStatus; q?: string; page: number },
): Promise<CommissionRequestPage> {
  const pattern = containsPattern(query.q);
  const where = db`where (${query.status ?? null}::text is null or r.status = ${query.status ?? null})
    and (${query.q ?? ""} = '' or r.customer_name ilike ${pattern} or r.customer_email ilike ${pattern}
      or r.subject ilike ${pattern} or r.message ilike ${pattern})`;
  const [{ total, open }] = await db<{ total: number; open: number }[]>`
    select count(*)::int as total,
      (select count(*)::int from commission_requests where status not in ('completed', 'declined')) as open
    from commission_requests r ${where}`;
  const requests = await db<CommissionRequest[]>`${db.unsafe(SELECT)} ${where}
    order by r.created_at desc, r.id desc limit ${COMMISSIONS_PAGE_SIZE} offset ${(query.page - 1) * COMMISSIONS_PAGE_SIZE}`;
  return { requests, total, open, page: query.page, pageSize: COMMISSIONS_PAGE_SIZE };
}

export async function getCommissionRequest(db: Db, id: number): Promise<CommissionRequest> {
  const [request] = await db<CommissionRequest[]>`${db.unsafe(SELECT)} where r.id = ${id}`;
  if (!request) throw new AppError("not_found", "Commission request not found");
  return request;
}

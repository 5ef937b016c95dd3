import type { Subscriber, SubscriberPage, SubscriberStatus } from "@studio/contracts";
import { toCsv } from "../../csv.ts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { containsPattern } from "../../db/like.ts";

export const SUBSCRIBERS_PAGE_SIZE = 50;

const COLUMNS = `id, email, status, source, ${isoUtc("confirmed_at")} as confirmed_at, ${isoUtc("created_at")} as created_at`;

const filter = (db: Db, query: { status?: SubscriberStatus; q?: string }) =>
  db`where (${query.status ?? null}::text is null or status = ${query.status ?? null})
    and (${query.q ?? ""} = '' or email ilike ${containsPattern(query.q)})`;

/** Subscribers, newest first, by status and searched by address. */
export async function findSubscribers(db: Db, query: { status?: SubscriberStatus; q?: string; page: number }): Promise<SubscriberPage> {
  const where = filter(db, query);
  const [{ total, active }] = await db<{ total: number; active: number }[]>`
    select count(*)::int as total, (select count(*)::int from subscribers where status = 'active') as active
    from subscribers ${where}`;
  const subscribers = await db<Subscriber[]>`select ${db.unsafe(COLUMNS)} from subscribers ${where}
    order by created_at desc, id desc limit ${SUBSCRIBERS_PAGE_SIZE} offset ${(query.page - 1) * SUBSCRIBERS_PAGE_SIZE}`;
  return { subscribers, total, active, page: query.page, pageSize: SUBSCRIBERS_PAGE_SIZE };
}

/** Every subscriber matching the filter as CSV (email, status, source, confirmed, subscribed), oldest first. */
export async function subscribersCsv(db: Db, query: { status?: SubscriberStatus; q?: string }): Promise<string> {
  const rows = await db<Subscriber[]>`select ${db.unsafe(COLUMNS)} from subscribers ${filter(db, query)} order by created_at, id`;
  return toCsv(["email", "status", "source", "confirmed_at", "subscribed_at"], rows.map((r) => [r.email, r.status, r.source, r.confirmedAt, r.createdAt]));
}

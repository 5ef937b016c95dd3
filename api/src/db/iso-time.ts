/**
 * SQL that renders a timestamptz column as the ISO 8601 UTC string the API sends ("2026-11-23T04:16:01.519Z"), for
 * rows that go to the client as they are. Use through `db.unsafe(isoUtc("created_at"))`; `column` is code, not input.
 */
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

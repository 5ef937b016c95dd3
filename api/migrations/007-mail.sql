-- The mail log doubles as the outgoing mail queue: a row is queued in the transaction (or event handler) that
-- causes it, and the mailer delivers it later with retries. `dedupe_key` makes queueing idempotent, so an event
-- delivered twice never mails twice.

alter table mail_log alter column transport drop not null;
alter table mail_log add column dedupe_key text;
alter table mail_log add column reply_to text;
alter table mail_log add column headers jsonb not null default '{}';
alter table mail_log add column next_attempt_at timestamptz not null default now();
create unique index mail_log_dedupe_key on mail_log (dedupe_key);
create index mail_log_due_idx on mail_log (next_attempt_at) where status = 'queued';
create index mail_log_created_idx on mail_log (created_at desc);

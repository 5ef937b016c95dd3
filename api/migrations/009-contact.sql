-- Issue 6: contact messages with replies, commission requests with a type and a quote, newsletter double opt-in
-- and sent newsletters.

alter table contact_messages add column replied_at timestamptz;
create index contact_messages_created_idx on contact_messages (created_at desc);
create index contact_messages_unread_idx on contact_messages (created_at desc) where read_at is null;

alter table commission_requests
  add column commission_type text check (commission_type in ('paintings', 'murals')),
  add column quoted_price_cents int check (quoted_price_cents >= 0),
  add column subscribe_to_newsletter boolean not null default false;

-- The owner's answers by email, to a contact message or to a commission request (exactly one of the two).
create table replies (
  id serial primary key,
  contact_message_id int references contact_messages (id) on delete cascade,
  commission_request_id int references commission_requests (id) on delete cascade,
  subject text not null,
  body text not null,
  mail_id bigint references mail_log (id) on delete set null,
  created_by int references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((contact_message_id is null) <> (commission_request_id is null))
);
create index replies_contact_idx on replies (contact_message_id) where contact_message_id is not null;
create index replies_commission_idx on replies (commission_request_id) where commission_request_id is not null;

-- Unsubscribe links are signed with the server's key (they must be writable into every newsletter, so a stored
-- hash of a random token is of no use); the confirmation token stays a stored hash.
alter table subscribers
  drop column unsubscribe_token_hash,
  add column confirm_sent_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column source text not null default 'newsletter' check (source in ('newsletter', 'contact', 'commission', 'import'));
create unique index subscribers_confirm_token_key on subscribers (confirm_token_hash) where confirm_token_hash is not null;

create table newsletters (
  id serial primary key,
  subject text not null,
  content text not null,
  recipient_count int not null default 0,
  sent_by int references users (id) on delete set null,
  sent_at timestamptz not null default now()
);

-- The two main categories the contact page offers (Paintings, Murals) exist on every install.
insert into commission_categories (name, display_order) values ('Paintings', 0), ('Murals', 1) on conflict (name) do nothing;

-- Print on demand orders: one row per (order, provider) for the paid order's lines that provider prints. The row is
-- claimed with a lease (claimed_until) by whoever sends it, so a redelivered event, a second instance or the owner's
-- retry never sends the same order twice; the provider is also asked first for an order with our external id, so a
-- crash after the provider accepted but before we wrote creates no second one.
create table print_orders (
  id serial primary key,
  order_id int not null references orders (id) on delete cascade,
  provider text not null check (provider in ('printful', 'gooten')),
  -- Our id at the provider: Printful external_id, Gooten SourceId ("studio-<order id>").
  external_id text not null,
  status text not null default 'pending' check (status in ('pending', 'submitted', 'failed', 'shipped')),
  provider_order_id text,
  attempts int not null default 0 check (attempts >= 0),
  last_error text,
  claimed_until timestamptz,
  tracking_number text,
  tracking_url text,
  carrier text,
  submitted_at timestamptz,
  shipped_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, provider),
  unique (provider, external_id)
);

-- Orders paid before this version were placed with the providers by hand (README said so): a durable subscriber
-- created now must not send them again when the bus replays old order.paid events.
insert into api_configurations (key, value, service, description)
values ('print_orders_since', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'print',
  'Orders paid from this time on are sent to the print providers automatically')
on conflict (key) do nothing;

-- Selling: orders, items, reservations of originals, processed payment webhooks.

create table orders (
  id serial primary key,
  customer_name text not null check (length(customer_name) >= 2),
  customer_email text not null check (position('@' in customer_email) > 1),
  shipping_address jsonb not null,
  billing_address jsonb,
  phone text,
  subtotal_cents int not null check (subtotal_cents >= 0),
  shipping_cents int not null default 0 check (shipping_cents >= 0),
  total_cents int not null check (total_cents = subtotal_cents + shipping_cents),
  currency char(3) not null default 'USD',
  shipping_zone_id int references shipping_zones (id) on delete set null,
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'payment_failed')),
  order_type text not null default 'physical' check (order_type in ('physical', 'digital')),
  payment_provider text,
  payment_intent_id text unique,
  cart_token text,
  download_code text unique,
  download_expires_at timestamptz,
  download_count int not null default 0 check (download_count >= 0),
  license_type text,
  notes text not null default '',
  printful_order_id text,
  gooten_order_id text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_status_idx on orders (status, created_at desc);
create index orders_email_idx on orders (lower(customer_email));

create table order_items (
  id serial primary key,
  order_id int not null references orders (id) on delete cascade,
  product_id int references products (id) on delete set null,
  variant_id int references product_variants (id) on delete set null,
  artwork_id int references artworks (id) on delete set null,
  item_type text not null check (item_type in ('originals', 'prints', 'merchandise', 'digital')),
  title text not null,
  variant_name text,
  quantity int not null default 1 check (quantity > 0),
  unit_price_cents int not null check (unit_price_cents >= 0),
  edition_number int check (edition_number > 0),
  license_type text,
  digital_file_url text,
  created_at timestamptz not null default now(),
  check (item_type <> 'originals' or quantity = 1)
);
create index order_items_order_idx on order_items (order_id);

-- A hold on an original for one browser cart. Expiry is a query condition: an expired row simply does not count.
create table reservations (
  id serial primary key,
  product_id int not null references products (id) on delete cascade,
  cart_token text not null,
  order_id int references orders (id) on delete set null,
  expires_at timestamptz not null,
  released_at timestamptz,
  created_at timestamptz not null default now()
);
create index reservations_product_active_idx on reservations (product_id, expires_at) where released_at is null;

create table processed_webhook_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  processed_at timestamptz not null default now(),
  primary key (provider, event_id)
);

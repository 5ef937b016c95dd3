-- Outbox of domain events, mail log, analytics, recommendations.

create table outbox (
  id bigserial primary key,
  event_id uuid not null unique,
  subject text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  attempts int not null default 0,
  last_error text,
  published_at timestamptz
);
create index outbox_unpublished_idx on outbox (id) where published_at is null;

create table mail_log (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  template_key text,
  transport text not null check (transport in ('log', 'smtp')),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create table analytics_sessions (
  session_id text primary key,
  first_visit timestamptz not null default now(),
  last_visit timestamptz not null default now(),
  page_views int not null default 1 check (page_views >= 0),
  is_returning boolean not null default false
);

create table analytics_page_views (
  id bigserial primary key,
  session_id text not null,
  path text not null,
  referer text,
  user_agent text not null default '',
  device text not null check (device in ('tablet', 'mobile', 'desktop')),
  browser text not null default '',
  os text not null default '',
  ip_hash text,
  country text,
  duration int check (duration >= 0),
  created_at timestamptz not null default now()
);
create index analytics_page_views_created_idx on analytics_page_views (created_at);

create table analytics_events (
  id bigserial primary key,
  session_id text not null,
  event_type text not null,
  event_data jsonb not null default '{}',
  path text not null default '',
  created_at timestamptz not null default now()
);

create table user_preferences (
  id serial primary key,
  session_id text not null unique,
  user_id int,
  favorite_categories jsonb not null default '[]',
  price_range jsonb,
  art_styles jsonb not null default '[]',
  color_preferences jsonb not null default '[]',
  medium_preferences jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

create table user_art_interactions (
  id bigserial primary key,
  session_id text not null,
  user_id int,
  artwork_id int references artworks (id) on delete cascade,
  product_id int references products (id) on delete cascade,
  interaction_type text not null check (interaction_type in ('view', 'like', 'hover', 'purchase')),
  time_spent int check (time_spent >= 0),
  created_at timestamptz not null default now()
);
create index user_art_interactions_session_idx on user_art_interactions (session_id, created_at desc);

create table art_similarity (
  artwork_id_1 int not null references artworks (id) on delete cascade,
  artwork_id_2 int not null references artworks (id) on delete cascade,
  similarity_score numeric(5, 4) not null check (similarity_score between 0 and 1),
  factors jsonb not null default '{}',
  primary key (artwork_id_1, artwork_id_2),
  check (artwork_id_1 <> artwork_id_2)
);

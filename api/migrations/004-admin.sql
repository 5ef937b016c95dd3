-- Owner accounts, sessions, trusted devices, rate limits, audit.

create table users (
  id serial primary key,
  username text not null unique check (length(username) between 1 and 100),
  email text unique,
  password_hash text not null,
  mfa_enabled boolean not null default false,
  mfa_secret text,
  mfa_last_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sessions (
  id_hash text primary key,
  user_id int not null references users (id) on delete cascade,
  mfa_verified boolean not null default false,
  user_agent text not null default '',
  ip_hash text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table trusted_devices (
  id serial primary key,
  user_id int not null references users (id) on delete cascade,
  device_id text not null unique,
  fingerprint text not null default '',
  device_name text not null default '',
  last_used timestamptz not null default now(),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table password_resets (
  id serial primary key,
  user_id int not null references users (id) on delete cascade,
  code_hash text not null,
  attempts int not null default 0 check (attempts >= 0),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Fixed-window counters shared by every API instance.
create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits int not null default 0,
  primary key (bucket, window_start)
);

create table audit_log (
  id bigserial primary key,
  user_id int references users (id) on delete set null,
  action text not null,
  entity text not null,
  entity_id text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc);

-- Site content: settings, shipping zones, contact, newsletter, commissions, email templates, API configuration.

create table settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_]{0,63}$'),
  value text not null,
  description text not null default '',
  updated_at timestamptz not null default now()
);

create table shipping_zones (
  id serial primary key,
  name text not null unique,
  description text not null default '',
  base_rate_cents int not null check (base_rate_cents >= 0),
  additional_item_rate_cents int not null default 0 check (additional_item_rate_cents >= 0),
  currency char(3) not null default 'USD',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table contact_messages (
  id serial primary key,
  name text not null check (length(name) between 1 and 200),
  email text not null check (position('@' in email) > 1),
  subject text not null default '',
  message text not null check (length(message) >= 10),
  subscribe_to_newsletter boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create table subscribers (
  id serial primary key,
  email text not null check (position('@' in email) > 1),
  status text not null default 'pending' check (status in ('pending', 'active', 'unsubscribed')),
  confirm_token_hash text,
  unsubscribe_token_hash text,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index subscribers_email_key on subscribers (lower(email));

create table commission_categories (
  id serial primary key,
  name text not null unique,
  is_main_category boolean not null default true,
  parent_category_id int references commission_categories (id) on delete set null,
  accepting_commissions boolean not null default true,
  display_order int not null default 0,
  created_at timestamptz not null default now()
);

create table commission_subcategories (
  id serial primary key,
  name text not null,
  category_id int not null references commission_categories (id) on delete cascade,
  accepting_commissions boolean not null default true,
  display_order int not null default 0,
  created_at timestamptz not null default now(),
  unique (category_id, name)
);

create table commission_requests (
  id serial primary key,
  customer_name text not null check (length(customer_name) between 1 and 200),
  customer_email text not null check (position('@' in customer_email) > 1),
  phone text,
  category_id int references commission_categories (id) on delete set null,
  subcategory_id int references commission_subcategories (id) on delete set null,
  subject text not null default '',
  project_description text not null default '',
  dimensions text not null default '',
  estimated_price_cents int check (estimated_price_cents >= 0),
  status text not null default 'pending'
    check (status in ('pending', 'quoted', 'accepted', 'in_progress', 'completed', 'declined')),
  admin_notes text not null default '',
  location text not null default '',
  message text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index commission_requests_status_idx on commission_requests (status, created_at desc);

-- One row: the commission settings.
create table commission_settings (
  id int primary key default 1 check (id = 1),
  painting_multiplier numeric(10, 2) not null default 2.5 check (painting_multiplier > 0),
  mural_multiplier numeric(10, 2) not null default 45 check (mural_multiplier > 0),
  artist_email text not null default '',
  auto_reply_subject text not null default 'Thank you for your commission request',
  auto_reply_content text not null default
    'Thank you for reaching out about a commission. I have received your request and will reply within 2-3 business days.',
  updated_at timestamptz not null default now()
);
insert into commission_settings (id) values (1);

create table email_templates (
  id serial primary key,
  template_key text not null unique check (template_key ~ '^[a-z][a-z0-9_]*$'),
  name text not null,
  subject text not null,
  content text not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table api_configurations (
  id serial primary key,
  key text not null unique,
  value text not null,
  service text not null,
  description text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

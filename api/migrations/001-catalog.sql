-- Catalog: artworks, products, variants, original and merchandise types. Money is integer cents + currency.

create table artworks (
  id serial primary key,
  title text not null check (length(title) between 1 and 200),
  description text not null default '',
  image_url text not null default '',
  medium text not null default '',
  year int check (year between 1900 and 2200),
  dimensions text not null default '',
  category text not null default '',
  status text not null default 'available' check (status in ('available', 'sold', 'unavailable')),
  featured boolean not null default false,
  display_order int not null default 0,
  available boolean not null default true,
  price_cents int check (price_cents >= 0),
  currency char(3) not null default 'USD',
  artist_name text not null default '',
  is_limited_edition boolean not null default false,
  edition_size int check (edition_size > 0),
  editions_sold int not null default 0 check (editions_sold >= 0),
  limited_edition_price_cents int check (limited_edition_price_cents >= 0),
  limited_edition_available boolean not null default false,
  has_digital_version boolean not null default false,
  digital_file_url text,
  digital_price_cents int check (digital_price_cents >= 0),
  personal_license_price_cents int check (personal_license_price_cents >= 0),
  commercial_license_price_cents int check (commercial_license_price_cents >= 0),
  seo_title text not null default '',
  seo_description text not null default '',
  alt_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (edition_size is null or editions_sold <= edition_size)
);
create index artworks_category_idx on artworks (category, display_order);
create index artworks_featured_idx on artworks (display_order) where featured;

create table original_types (
  id serial primary key,
  name text not null unique check (length(name) between 1 and 100),
  description text not null default '',
  display_order int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table merchandise_types (
  id serial primary key,
  name text not null unique check (length(name) between 1 and 100),
  description text not null default '',
  display_order int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table products (
  id serial primary key,
  title text not null check (length(title) between 1 and 200),
  description text not null default '',
  price_cents int not null check (price_cents >= 0),
  currency char(3) not null default 'USD',
  image_url text not null default '',
  stock int not null default 1 check (stock >= 0),
  type text not null check (type in ('originals', 'prints', 'merchandise')),
  subtype text,
  available boolean not null default true,
  artwork_id int references artworks (id) on delete set null,
  printful_product_id text,
  is_limited_edition boolean not null default false,
  edition_size int check (edition_size > 0),
  edition_number int check (edition_number > 0),
  category text,
  featured boolean not null default false,
  display_order int not null default 0,
  height numeric(8, 2) check (height > 0),
  width numeric(8, 2) check (width > 0),
  seo_keywords text not null default '',
  seo_title text not null default '',
  seo_description text not null default '',
  alt_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An original is one of a kind.
  check (type <> 'originals' or stock <= 1)
);
create index products_type_idx on products (type, subtype);
create index products_artwork_idx on products (artwork_id);

create table product_variants (
  id serial primary key,
  product_id int not null references products (id) on delete cascade,
  variant_name text not null check (length(variant_name) between 1 and 100),
  price_cents int not null check (price_cents >= 0),
  stock int not null default 999 check (stock >= 0),
  printful_variant_id text,
  available boolean not null default true,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (product_id, variant_name)
);
create unique index product_variants_one_default on product_variants (product_id) where is_default;

-- Uploaded images: the re-encoded master lives at uploads/img/<id>/master.webp; sized AVIF/WebP/JPEG copies are
-- made from it on first request and kept on disk.
create table images (
  id text primary key check (id ~ '^[a-f0-9]{32}$'),
  width int not null check (width > 0),
  height int not null check (height > 0),
  bytes int not null check (bytes > 0),
  original_format text not null,
  created_at timestamptz not null default now()
);

alter table artworks add column image_id text references images (id) on delete set null;
alter table products add column image_id text references images (id) on delete set null;

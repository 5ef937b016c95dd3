-- Daily roll-ups of first-party analytics, so the dashboard reads a year in a few thousand rows instead of every page
-- view. Days are calendar days in the site's time zone (setting time_zone); analytics_rollup_state records the zone
-- the roll-ups were built in, and a change of zone rebuilds them from analytics_page_views (kept in full).

-- Views and reported stays per day, overall (dimension 'total', name '') and by page, source, device, browser,
-- system and country.
create table analytics_daily (
  day date not null,
  dimension text not null check (dimension in ('total', 'path', 'source', 'device', 'browser', 'os', 'country')),
  name text not null,
  views int not null default 0 check (views >= 0),
  -- the sum of the reported stays in seconds, and how many views reported one
  seconds bigint not null default 0 check (seconds >= 0),
  timed int not null default 0 check (timed >= 0),
  primary key (dimension, day, name)
);

-- Which sessions were seen on which day: distinct visitors over any range. is_returning: the session had been seen on
-- an earlier day, or came back after 30 minutes away.
create table analytics_daily_visitors (
  day date not null,
  session_id text not null,
  is_returning boolean not null default false,
  primary key (day, session_id)
);

-- One row: the time zone the roll-ups are built in (null: not built yet; the server builds them at start).
create table analytics_rollup_state (
  id int primary key default 1 check (id = 1),
  time_zone text,
  built_at timestamptz
);
insert into analytics_rollup_state (id) values (1);

-- Where each view came from, decided when it is recorded: 'Direct' (no referring page), another site's host name,
-- or null for a move within the site. Earlier rows: by their referer alone.
alter table analytics_page_views add column source text;
update analytics_page_views
  set source = coalesce(regexp_replace(substring(referer from '^https?://([^/:]+)'), '^www\.', ''), 'Direct');

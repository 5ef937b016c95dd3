-- Two factors, trusted devices, password reset, audit "from where".

alter table users add column mfa_pending_secret text;
alter table users add column password_changed_at timestamptz not null default now();
alter table audit_log add column ip text not null default '';
-- trusted_devices.device_id holds the SHA-256 of the device cookie's random token, never the token itself.
create index trusted_devices_user_idx on trusted_devices (user_id);
create index password_resets_user_idx on password_resets (user_id, created_at desc);
alter table sessions add column ip text not null default '';

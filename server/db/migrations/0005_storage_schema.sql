-- Supabase Storage's schema, as a hosted project has it before any app migration: the same tables,
-- columns and helper functions, so SQL written for Supabase (buckets, policies, seeds) runs here
-- unchanged. The bytes are not in the database: the storage service keeps them in its backend
-- (docs/storage.md) under each object's name and `version`.
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (bucket_id, name text_pattern_ops);

-- Every object request runs as the caller's role; policies decide. Buckets have none of their own
-- by default: only service_role (which bypasses row-level security) manages them.
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;

-- Supabase's helpers for policies: the folders of a name, its last part, and that part's extension.
create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$
  select parts[1:array_length(parts, 1) - 1] from (select string_to_array(name, '/') as parts) as split
$$;

create or replace function storage.filename(name text) returns text
language sql immutable as $$
  select parts[array_length(parts, 1)] from (select string_to_array(name, '/') as parts) as split
$$;

create or replace function storage.extension(name text) returns text
language sql immutable as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;

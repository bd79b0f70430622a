import { signedInMember, type Member } from './members.ts';
import { startServer, type TestServer } from './server.ts';

/**
 * A table and functions for the data API suites, created as the database owner in each test
 * server's database. Supabase's default privileges (migration 0004) grant them to every API role.
 */
export const FIXTURE_SQL = `
create table public.fixture_items (id int primary key, name text not null, score numeric, tag text, active boolean, created_at timestamptz not null default now());
insert into public.fixture_items (id, name, score, tag, active) values
  (1, 'alpha', 10, 'a', true), (2, 'beta', 20, null, false), (3, 'gamma', null, 'b', null),
  (4, 'delta', 40, 'a', true), (5, 'Epsilon', 50, 'c', false);
create function public.add_numbers(a integer, b integer default 1) returns integer language sql immutable as 'select a + b';
create function public.items_above(min_score numeric) returns setof public.fixture_items language sql stable
  as 'select * from public.fixture_items where score > min_score order by id';
create function public.rename_item(item_id integer, new_name text) returns public.fixture_items language sql volatile
  as 'update public.fixture_items set name = new_name where id = item_id returning *';
create function public.do_nothing() returns void language sql volatile as 'select';
create function public.whoami() returns text language sql stable as 'select auth.uid()::text';
create function public.item_names() returns setof text language sql stable as 'select name from public.fixture_items order by id';
`;

/** A GET that answers 404 until the fixture is in the schema cache. */
export const FIXTURE_PROBE = '/rpc/item_names';

/** A server on `backend` with the fixture in its schema cache, and one signed-in member. */
export async function fixtureServer(backend: 'pglite' | 'postgres'): Promise<{ server: TestServer; member: Member }> {
  const server = await startServer({ backend, autoconfirm: true });
  await server.sqlThenReload(FIXTURE_SQL, FIXTURE_PROBE);
  return { server, member: await signedInMember(server) };
}

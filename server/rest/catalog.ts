/**
 * The catalog queries behind the schema cache: every table, view and function of the exposed
 * schemas, with what requests are checked against. JSON columns travel as text so both drivers
 * hand back the same thing.
 */

export const TABLES_SQL = `
select n.nspname as schema, c.relname as name,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'default', pg_get_expr(d.adbin, d.adrelid),
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by a.attnum)
    from pg_attribute a
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]')::text as columns,
  coalesce((
    select json_agg(a.attname order by k.position)
    from pg_index i
    cross join unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisprimary
  ), '[]')::text as primary_key
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

export const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
  case
    when p.prorettype = 'void'::regtype then 'void'
    when t.typtype = 'c' then 'composite'
    when p.prorettype = 'record'::regtype then 'record'
    when t.typtype = 'p' then 'pseudo'
    else 'scalar'
  end as return_kind,
  coalesce((
    select json_agg(a.attname order by a.attnum) from pg_attribute a
    where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
  ), '[]')::text as return_columns,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[arg.position], ''),
      'mode', coalesce(p.proargmodes[arg.position]::text, 'i'),
      'type', format_type(arg.type_oid, null)
    ) order by arg.position)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(type_oid, position)
  ), '[]')::text as args,
  p.pronargdefaults as defaults
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
where n.nspname = any($1) and p.prokind = 'f'
  and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)`;

export interface TableRow {
  schema: string;
  name: string;
  columns: string;
  primary_key: string;
}

export interface RoutineRow {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  return_kind: 'void' | 'composite' | 'record' | 'pseudo' | 'scalar';
  return_columns: string;
  args: string;
  defaults: number | string;
}

import type { FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../../db/database.ts';
import { hashPassword, randomPassword } from '../../crypto/passwords.ts';
import { AuthError, emailExists, validationFailed } from '../../errors.ts';
import { audit } from '../../store/audit.ts';
import { confirmEmail, findUserByEmail, findUserById, insertEmailUser, type UserRow } from '../../store/users.ts';
import type { AuthApp, AuthContext, AuthRequest } from '../context.ts';
import { isUuid } from '../guards.ts';
import { adminActor, loadAdminTarget } from '../input/admin.ts';
import { requireValidEmail } from '../input/contact.ts';
import { parseGoDuration } from '../input/duration.ts';
import { mergeMetadata } from '../input/metadata.ts';
import { assertUsablePassword } from '../input/passwordRules.ts';
import { idParams, optionalBoolean, optionalObject, optionalString } from '../input/schemas.ts';
import { loadUserJson } from '../replies/userJson.ts';

const userBodySchema = {
  type: 'object',
  properties: {
    id: optionalString,
    email: optionalString,
    phone: optionalString,
    password: optionalString,
    password_hash: optionalString,
    email_confirm: optionalBoolean,
    phone_confirm: optionalBoolean,
    user_metadata: optionalObject,
    app_metadata: optionalObject,
    role: optionalString,
    ban_duration: optionalString,
  },
} as const;

type AdminUserBody = FromSchema<typeof userBodySchema>;

/** A password from `password` (checked, hashed) or an imported `password_hash` (argon2 or bcrypt, kept). */
async function passwordHashFrom(body: AdminUserBody): Promise<string | undefined> {
  if (body.password_hash) {
    if (!/^(\$argon2(id|i|d)\$|\$2[aby]\$)/.test(body.password_hash)) throw validationFailed('Invalid password hash format');
    return body.password_hash;
  }
  if (body.password) {
    assertUsablePassword(body.password);
    return hashPassword(body.password);
  }
  return undefined;
}

/** `ban_duration`: "none" lifts a ban; a Go duration bans until now + it. */
function bannedUntil(value: string): Date | null {
  if (value === 'none') return null;
  const ms = parseGoDuration(value);
  if (ms === undefined) throw validationFailed('invalid format for ban duration: ' + value);
  return new Date(Date.now() + ms);
}

function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive integer`);
  return value;
}

const listQuery = { querystring: { type: 'object', properties: { page: { type: 'string' }, per_page: { type: 'string' } } } } as const;
const createSchema = { body: userBodySchema } as const;
const targetSchema = { params: idParams } as const;
const updateSchema = { params: idParams, body: userBodySchema } as const;
const deleteSchema = { params: idParams, body: { type: ['object', 'null'], properties: { should_soft_delete: optionalBoolean } } } as const;

/** GET /admin/users: a page of users, with GoTrue's X-Total-Count and Link headers. */
async function listUsers(ctx: AuthContext, request: AuthRequest<typeof listQuery>, reply: FastifyReply) {
  const page = positiveInt(request.query.page, 'page', 1);
  const perPage = Math.min(positiveInt(request.query.per_page, 'per_page', 50), 1000);
  const total = Number((await ctx.db.query<{ n: string }>('select count(*) as n from auth.users')).rows[0]?.n ?? 0);
  const { rows } = await ctx.db.query<UserRow>('select * from auth.users order by created_at desc, id limit $1 offset $2', [
    perPage,
    (page - 1) * perPage,
  ]);
  const users = [];
  for (const user of rows) users.push(await loadUserJson(ctx.db, user));
  const last = Math.max(1, Math.ceil(total / perPage));
  // `page` first: auth-js reads the digit right after the first "=".
  const links = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  reply.header('X-Total-Count', String(total)).header('Link', links.join(', '));
  return { users, aud: 'authenticated' };
}

/** POST /admin/users: a user with an email address, confirmed or not, with a password, an imported hash or neither. */
async function createUser(ctx: AuthContext, request: AuthRequest<typeof createSchema>) {
  const body = request.body;
  if (!body.email && !body.phone) throw validationFailed('Cannot create a user without either an email or phone');
  if (!body.email) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (body.id && !isUuid(body.id)) throw validationFailed('id must be a UUID');
  const email = requireValidEmail(body.email);
  const passwordHash = (await passwordHashFrom(body)) ?? (await hashPassword(randomPassword()));
  return ctx.db.transaction(async (q) => {
    if (await findUserByEmail(q, email)) throw emailExists();
    if (body.id && (await findUserById(q, body.id))) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const user = await insertEmailUser(q, {
      id: body.id ?? undefined,
      email,
      passwordHash,
      userMetadata: body.user_metadata ?? {},
      appMetadata: body.app_metadata ?? undefined,
      confirmed: body.email_confirm === true,
      role: body.role ?? undefined,
      bannedUntil: body.ban_duration ? bannedUntil(body.ban_duration) : null,
    });
    await audit(q, { ...adminActor(request), action: 'user_signedup', logType: 'team', traits: { user_id: user.id } });
    return loadUserJson(q, user);
  });
}

/** GET /admin/users/:id. */
async function getUser(ctx: AuthContext, request: AuthRequest<typeof targetSchema>) {
  return loadUserJson(ctx.db, await loadAdminTarget(ctx.db, request.params.id));
}

/** Moves the address of `user` to `email`, in the user row and its email identity. */
async function changeEmail(q: Queryable, user: UserRow, email: string): Promise<void> {
  const taken = await findUserByEmail(q, email);
  if (taken && taken.id !== user.id) throw emailExists();
  await q.query('update auth.users set email = $2 where id = $1', [user.id, email]);
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
}

/** Merges `update` into the metadata `column` of `user` (a key set to null is removed). */
async function mergeMetadataColumn(q: Queryable, user: UserRow, column: 'raw_user_meta_data' | 'raw_app_meta_data', update: Record<string, unknown>) {
  await q.query(`update auth.users set ${column} = $2 where id = $1`, [user.id, JSON.stringify(mergeMetadata(user[column], update))]);
}

/** PUT /admin/users/:id: changes only what the body names; a ban ends the user's sessions. */
async function updateUser(ctx: AuthContext, request: AuthRequest<typeof updateSchema>) {
  const body = request.body;
  const passwordHash = await passwordHashFrom(body);
  const email = body.email ? requireValidEmail(body.email) : undefined;
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  return ctx.db.transaction(async (q) => {
    const user = await loadAdminTarget(q, request.params.id, true);
    if (email && email !== user.email) await changeEmail(q, user, email);
    if (passwordHash) await q.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, passwordHash]);
    if (body.email_confirm === true) await confirmEmail(q, user.id);
    if (body.user_metadata) await mergeMetadataColumn(q, user, 'raw_user_meta_data', body.user_metadata);
    if (body.app_metadata) await mergeMetadataColumn(q, user, 'raw_app_meta_data', body.app_metadata);
    if (body.role) await q.query('update auth.users set role = $2 where id = $1', [user.id, body.role]);
    if (body.ban_duration) {
      const until = bannedUntil(body.ban_duration);
      await q.query('update auth.users set banned_until = $2 where id = $1', [user.id, until]);
      if (until) await q.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
    await q.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    await audit(q, { ...adminActor(request), action: 'user_modified', logType: 'user', traits: { user_id: user.id } });
    return loadUserJson(q, (await findUserById(q, user.id)) as UserRow);
  });
}

/** DELETE /admin/users/:id: the row and all it owns, or with should_soft_delete an emptied row kept as deleted. */
async function deleteUser(ctx: AuthContext, request: AuthRequest<typeof deleteSchema>) {
  await ctx.db.transaction(async (q) => {
    const user = await loadAdminTarget(q, request.params.id, true);
    if (request.body?.should_soft_delete) {
      await q.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
           raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [user.id],
      );
      await q.query('delete from auth.identities where user_id = $1', [user.id]);
      await q.query('delete from auth.sessions where user_id = $1', [user.id]);
      await q.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    } else {
      await q.query('delete from auth.users where id = $1', [user.id]);
    }
    await audit(q, { ...adminActor(request), action: 'user_deleted', logType: 'team', traits: { user_id: user.id, user_email: user.email } });
  });
  return {};
}

/** The /admin/users endpoints (docs/auth-api.md#admin); service_role only. */
export function adminUserRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/admin/users', { schema: listQuery }, (request, reply) => listUsers(ctx, request, reply));
  app.post('/admin/users', { schema: createSchema }, (request) => createUser(ctx, request));
  app.get('/admin/users/:id', { schema: targetSchema }, (request) => getUser(ctx, request));
  app.put('/admin/users/:id', { schema: updateSchema }, (request) => updateUser(ctx, request));
  app.delete('/admin/users/:id', { schema: deleteSchema }, (request) => deleteUser(ctx, request));
}

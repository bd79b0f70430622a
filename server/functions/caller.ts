import type { FastifyRequest } from 'fastify';
import { bearerToken, header, type ApiKeyOptions } from '../http/apiKey.ts';
import { FunctionError } from './errors.ts';

export type Claims = Record<string, unknown>;

const EDITOR_ROLES = new Set<unknown>(['editor', 'admin']);

const notSignedIn = () => new FunctionError(401, 'not_signed_in', 'Sign in to do this.');

/**
 * The claims of the signed-in user calling: a valid access token of ours in `Authorization`. No token, an
 * invalid or expired one, or an API key (a token of no user, which supabase-js sends when signed out) is 401.
 */
export async function signedInUser(options: ApiKeyOptions, request: FastifyRequest): Promise<Claims> {
  const claims = await optionalUser(options, request);
  if (!claims) throw notSignedIn();
  return claims;
}

/** A signed-in editor (app_metadata.role editor or admin, as the catalog's policies read it); other users are 403. */
export async function signedInEditor(options: ApiKeyOptions, request: FastifyRequest): Promise<Claims> {
  const claims = await signedInUser(options, request);
  if (!isEditor(claims)) throw new FunctionError(403, 'not_editor', 'Only editors can do this.');
  return claims;
}

/**
 * The claims of a signed-in user when the request carries one, else undefined: no Authorization, or an API key
 * in it (what supabase-js sends signed out), is a visitor. A token that is badly signed or expired is 401.
 */
export async function optionalUser(options: ApiKeyOptions, request: FastifyRequest): Promise<Claims | undefined> {
  const token = bearerToken(header(request, 'authorization'));
  if (!token) return undefined;
  let claims: Claims;
  try {
    claims = await options.verifyJwt(token);
  } catch {
    throw new FunctionError(401, 'invalid_token', 'Your session has ended or is not valid: sign in again.');
  }
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims : undefined;
}

/** Whether the claims are an editor's (app_metadata.role editor or admin). */
export const isEditor = (claims: Claims | undefined): boolean => EDITOR_ROLES.has((claims?.app_metadata as Record<string, unknown> | undefined)?.role);

import type { BatchStatement } from './database.ts';

/**
 * The request's context, set for its transaction only, in one statement (PostgREST's pre-request
 * settings): the role, the JWT claims auth.uid() and friends read, the method and path. Every API
 * that runs a request as its caller (/rest/v1, /storage/v1) starts its transaction with it.
 */
const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true)";

/** Claims objects repeat (the verifier hands back one frozen object per token): their JSON is kept. */
const claimsJson = new WeakMap<object, string>();
function jsonOf(claims: object): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    claimsJson.set(claims, json);
  }
  return json;
}

/** Who runs a request: the role to switch to and the claims `auth.uid()`, `auth.jwt()` read. */
export interface RequestCaller {
  role: string;
  claims: object;
}

/** The statement that makes the rest of a transaction run as `caller`. */
export function requestSettings(caller: RequestCaller, method: string, path: string): BatchStatement {
  return { text: SETTINGS_SQL, values: [caller.role, jsonOf(caller.claims), method, path], prepare: 'request_settings' };
}

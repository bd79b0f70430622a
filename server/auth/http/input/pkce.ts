import { validationFailed } from '../../errors.ts';
import type { PkceParams } from '../../store/flowState.ts';

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The PKCE pair of a request, if any; both halves or neither (docs/auth-api.md#pkce). `null` counts as absent. */
export function readPkceParams(body: { code_challenge?: string | null; code_challenge_method?: string | null }): PkceParams | undefined {
  const challenge = body.code_challenge ?? '';
  const method = body.code_challenge_method ?? '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  if (!CHALLENGE.test(challenge)) throw validationFailed('code challenge contains invalid characters');
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') throw validationFailed(`code challenge method not supported: ${method}`);
  return { challenge, method: lower };
}

import { toast } from '../../components/ui/toast';
import { loadAuthClient, type AuthApi } from '../../lib/auth/authClient';
import { translate } from '../../lib/i18n/i18n';

/** What every auth-js call answers: `error` is set when the call failed. */
interface AuthAnswer {
  error: { message: string } | null;
}

/**
 * One auth-js call, made with the one client. A failure, answered (`error`) or thrown (the client's chunk
 * failing to load, say), shows the failure toast with its message (docs/product.md#errors-and-messages),
 * is handed to `onFailure`, and resolves undefined; a success resolves with the answer.
 */
export async function callAuth<A extends AuthAnswer>(
  failureTitle: string,
  call: (client: AuthApi) => Promise<A>,
  onFailure?: (message: string) => void,
): Promise<(A & { error: null }) | undefined> {
  let message: string;
  try {
    const answer = await call(await loadAuthClient());
    if (!answer.error) return answer as A & { error: null };
    message = answer.error.message;
  } catch (error) {
    message = messageOf(error);
  }
  toast(failureTitle, { description: message, variant: 'error' });
  onFailure?.(message);
  return undefined;
}

/** A readable message from anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translate('auth.somethingWentWrong');
}

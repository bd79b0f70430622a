/*
 * The code a visitor typed before being sent to sign in, kept in this tab for their return to /subscribe (in
 * session storage, not the address: a gift code is as good as money and has no place in history or logs).
 */
const KEY = 'stillwater.redeem-code';

export function keepPendingCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the member types it again.
  }
}

/** The kept code, forgotten as it is read. */
export function takePendingCode(): string {
  try {
    const code = sessionStorage.getItem(KEY) ?? '';
    sessionStorage.removeItem(KEY);
    return code;
  } catch {
    return '';
  }
}

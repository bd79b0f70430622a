import type { AccountLibrary } from './libraryRequests';
import type { PendingSave } from './outbox';

/**
 * Lays a member's waiting saves over the account's rows, the later save of each video winning
 * (docs/decisions/1622), and returns the outbox to keep: a progress save the account already has an equal or
 * later one of is dropped. Other members' saves are kept untouched.
 */
export function mergeOutbox(account: AccountLibrary, outbox: PendingSave[], userId: string): PendingSave[] {
  return outbox.filter((save) => {
    if (save.userId !== userId) return true;
    if (save.kind === 'saved') {
      if (save.saved) account.saved.set(save.videoId, save.at);
      else account.saved.delete(save.videoId);
      return true;
    }
    const server = account.progress.get(save.progress.videoId);
    if (server && Date.parse(server.updatedAt) >= Date.parse(save.progress.updatedAt)) return false;
    account.progress.set(save.progress.videoId, save.progress);
    return true;
  });
}

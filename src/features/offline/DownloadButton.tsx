import { useState, type ReactNode } from 'react';
import type { Video } from '../../content/types';
import { isEditor, useAuth, type AuthUser } from '../../lib/auth/authState';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { useDownloads } from '../../lib/offline/downloadLedger';
import { membershipOf } from '../../lib/premium/membership';
import { useEntitlements } from '../../lib/premium/useMembership';
import { DownloadedMenu } from './DownloadedMenu';
import { DownloadProgress } from './DownloadProgress';
import { QualityMenu } from './QualityMenu';
import { useFocusFollows } from './useFocusFollows';
import '../../lib/offline/messages';

/**
 * The watch page's Download, at the end of its facts row (a wrapping flex row: the control goes to the right, a
 * message to a line of its own). Decision 2672: nothing for a visitor, nor for a premium video the member may not
 * watch; else what the device's ledger says: Download, the progress with Cancel, or Downloaded.
 */
export function DownloadButton({ video }: { video: Video }) {
  const { state } = useAuth();
  if (state.status !== 'signed-in') return null;
  return <MemberDownload user={state.user} video={video} />;
}

function MemberDownload({ user, video }: { user: AuthUser; video: Video }) {
  const t = useT();
  const record = useDownloads(user.id).downloads.find((download) => download.video.id === video.id);
  const state = record?.state ?? 'none';
  // A message belongs to the state it was said in: it goes when the download moves on.
  const [said, setSaid] = useState<{ state: string; message: MessageId } | null>(null);
  const setFailure = (message: MessageId | null) => setSaid(message && { state, message });
  const failure = said?.state === state ? said.message : null;
  const focus = useFocusFollows<HTMLDivElement>(state);

  let control;
  if (record?.state === 'complete') control = <DownloadedMenu userId={user.id} videoId={video.id} onFailure={setFailure} />;
  else if (record) control = <DownloadProgress userId={user.id} record={record} onFailure={setFailure} />;
  else control = <QualityMenu userId={user.id} video={video} onFailure={setFailure} />;
  const shown = (
    <>
      <div className="ml-auto" {...focus}>
        {control}
      </div>
      {failure && (
        <p role="alert" className="basis-full text-sm leading-relaxed text-ink sm:text-right">
          {t(failure)}
        </p>
      )}
    </>
  );
  // A download already on the device shows whatever the membership; a new one is offered to who may watch.
  return !record && video.isPremium && !isEditor(user) ? <WhenEntitled userId={user.id}>{shown}</WhenEntitled> : shown;
}

/** Its children once the member's entitlements say they hold Premium now; nothing while they load or when they fail. */
function WhenEntitled({ userId, children }: { userId: string; children: ReactNode }) {
  const entitlements = useEntitlements(userId);
  return entitlements && membershipOf(entitlements, new Date()).kind !== 'none' ? children : null;
}

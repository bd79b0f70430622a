import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { AccountSection } from './AccountSection';
import { collectAccountExport, downloadJson } from './accountExport';
import { accountMessages } from './messages';
import { messageOf } from '../authCall';

const copy = accountMessages.download;

/** Download your data: the account and the library rows as one JSON file. */
export function DownloadDataSection({ user }: { user: AuthUser }) {
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      downloadJson(await collectAccountExport(user), copy.fileName);
    } catch (error) {
      toast(copy.failed, { description: messageOf(error), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection id="your-data" title={copy.title} description={copy.description}>
      <Button variant="outline" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void download()}>
        <Download aria-hidden="true" /> {pending ? copy.pending : copy.submit}
      </Button>
    </AccountSection>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { AuthUser } from '../../../lib/auth/authState';
import { useT } from '../../../lib/i18n/useT';
import { messageOf } from '../authCall';
import { collectAccountExport, downloadJson } from './accountExport';
import { AccountSection } from './AccountSection';
import './messages';

const EXPORT_FILE_NAME = 'stillwater-data.json';

/** Download your data: the account and the library rows as one JSON file. */
export function DownloadDataSection({ user }: { user: AuthUser }) {
  const t = useT();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      downloadJson(await collectAccountExport(user), EXPORT_FILE_NAME);
    } catch (error) {
      toast(t('account.download.failed'), { description: messageOf(error), variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection id="your-data" title={t('account.download.title')} description={t('account.download.description')}>
      <Button variant="outline" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined} onClick={() => void download()}>
        <Download aria-hidden="true" /> {pending ? t('account.download.pending') : t('account.download.submit')}
      </Button>
    </AccountSection>
  );
}

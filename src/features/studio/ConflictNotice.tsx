import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';

/**
 * Someone saved this item after it was opened: nothing was written, and what the editor typed is still in the
 * form (to copy), until they choose to reload the newest version.
 */
export function ConflictNotice({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl border border-ember/50 bg-ivory p-4 sm:p-5">
      <p className="font-medium text-ink">{t('studio.conflict.title')}</p>
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t('studio.conflict.text')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onReload}>
        <RotateCcw aria-hidden="true" /> {t('studio.conflict.reload')}
      </Button>
    </div>
  );
}

import { HardDrive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../lib/i18n/format';
import { useLocale, useT } from '../../lib/i18n/useT';
import { callEngine } from './engine';
import '../../lib/offline/messages';

type Space = { used: number; available: number } | null;

/**
 * "412 MB used · 18 GB available on this device", asked of the engine (which loads it) when shown and whenever
 * `downloads` (what is stored, in a word) changes; nothing where the browser gives no estimate. Its line is kept
 * while it is asked, so the page does not move.
 */
export function SpaceLine({ downloads }: { downloads: string }) {
  const t = useT();
  const locale = useLocale();
  const [space, setSpace] = useState<Space>(null);
  useEffect(() => {
    let current = true;
    void callEngine((engine) => engine.storageSpace()).then((result) => current && setSpace(result.ok ? result.value : null));
    return () => {
      current = false;
    };
  }, [downloads]);
  return (
    <p className="mt-4 flex min-h-6 items-center gap-2 text-sm text-ink-soft">
      {space && (
        <>
          <HardDrive aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.space', { used: formatBytes(space.used, locale), available: formatBytes(space.available, locale) })}
        </>
      )}
    </p>
  );
}

import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import type { Video } from '../../content/types';
import { formatBytes } from '../../lib/i18n/format';
import type { MessageId } from '../../lib/i18n/i18n';
import { useLocale, useT } from '../../lib/i18n/useT';
import type { DownloadQuality } from '../../lib/offline/downloadLedger';
import type { DownloadOption } from './downloadManager';
import { callEngine } from './engine';
import { QUALITY_LABELS } from './qualityLabels';
import '../../lib/offline/messages';

type Options = { status: 'idle' | 'loading' } | { status: 'ready'; options: DownloadOption[] } | { status: 'failed'; message: MessageId };

/**
 * "Download": a menu of the video's qualities, each with what it weighs, asked of the engine the first time the
 * menu opens (which loads it). Choosing one starts the download; a refusal (no space, no Premium) or a failure goes
 * to `onFailure`, which the watch page shows under the control.
 */
export function QualityMenu({ userId, video, onFailure }: { userId: string; video: Video; onFailure: (message: MessageId | null) => void }) {
  const t = useT();
  const locale = useLocale();
  const [options, setOptions] = useState<Options>({ status: 'idle' });
  const [starting, setStarting] = useState(false);
  // The menu is portalled beside its button, so it stays inside the page's landmarks.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  const load = () => {
    setOptions({ status: 'loading' });
    void callEngine((engine) => engine.downloadOptions(video)).then((result) =>
      setOptions(result.ok ? { status: 'ready', options: result.value } : { status: 'failed', message: result.message }),
    );
  };
  const start = (quality: DownloadQuality) => {
    setStarting(true);
    onFailure(null);
    void callEngine((engine) => engine.startDownload(userId, video, quality)).then((result) => {
      // Once started, the ledger's record replaces this menu with the progress.
      setStarting(false);
      if (!result.ok) onFailure(result.message);
    });
  };

  return (
    <div ref={setContainer}>
      <DropdownMenu
        modal={false}
        onOpenChange={(open) => {
          if (open && (options.status === 'idle' || options.status === 'failed')) load();
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={starting} aria-busy={starting || undefined}>
            <Download aria-hidden="true" />
            {starting ? t('offline.download.starting') : t('offline.download')}
            <ChevronDown aria-hidden="true" className="-mr-1 text-ink-soft" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent container={container} align="end" className="w-72" aria-busy={options.status === 'loading' || undefined}>
          <DropdownMenuLabel>{t('offline.download.choose')}</DropdownMenuLabel>
          {options.status === 'ready' ? (
            options.options.map(({ quality, bytes }) => (
              <DropdownMenuItem
                key={quality}
                aria-label={t('offline.download.option', { quality: t(QUALITY_LABELS[quality]), size: formatBytes(bytes, locale) })}
                onSelect={() => start(quality)}
              >
                <span className="font-medium">{t(QUALITY_LABELS[quality])}</span>
                <span className="ml-auto tabular-nums text-ink-soft">{formatBytes(bytes, locale)}</span>
              </DropdownMenuItem>
            ))
          ) : options.status === 'failed' ? (
            <>
              <div className="px-3 py-2 text-sm leading-relaxed text-ink-soft">{t(options.message)}</div>
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  load();
                }}
              >
                {t('offline.tryAgain')}
              </DropdownMenuItem>
            </>
          ) : (
            <div className="flex items-center gap-3 px-3 py-2.5 text-sm text-ink-soft">
              <span className="size-4 animate-spin rounded-full border-2 border-clay border-t-ember" aria-hidden="true" />
              {t('offline.download.checking')}
            </div>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

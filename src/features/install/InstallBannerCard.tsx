import { Download, Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../../shared/site';
import { Button } from '../../components/ui/button';
import { Message } from '../../lib/i18n/Message';
import { useT } from '../../lib/i18n/useT';
import { AppIconMark } from './AppIconMark';
import type { InstallBannerState } from './useInstallBanner';

const TITLE_ID = 'install-banner-title';

/**
 * The install-as-app banner (docs/product.md#install): a sheet at the bottom on phones, a card in the lower-left
 * corner on larger screens (toasts use the lower right), below dialogs and toasts in the stacking order.
 */
export default function InstallBannerCard({ mode, install, dismiss }: InstallBannerState) {
  const t = useT();

  return (
    <section
      aria-labelledby={TITLE_ID}
      className="fixed inset-x-0 bottom-0 z-40 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] transition-transform duration-500 ease-out starting:translate-y-full motion-reduce:transition-none sm:inset-x-auto sm:bottom-6 sm:left-6 sm:p-0"
    >
      <div className="mx-auto flex max-w-md gap-4 rounded-card border border-clay/70 bg-ivory/95 p-4 text-ink shadow-lift backdrop-blur-md sm:w-[25rem] sm:p-5">
        <AppIconMark className="size-12 shrink-0 drop-shadow-sm sm:size-14" />
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="font-display text-lg leading-snug sm:text-xl">
            {t('install.title', { name: site.name })}
          </h2>
          <p className="mt-0.5 text-sm text-ink-soft">{t('install.subtitle')}</p>
          {mode === 'manual' && <AddToHomeScreenSteps />}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {mode === 'prompt' && (
              <Button size="sm" onClick={() => void install()}>
                <Download aria-hidden="true" />
                {t('install.installButton')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('install.laterButton')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function AddToHomeScreenSteps() {
  const icon = 'mx-0.5 inline size-4 -translate-y-px text-ember';
  return (
    <p className="mt-3 rounded-xl bg-sand/70 px-3 py-2 text-sm leading-relaxed text-ink">
      <Message
        id="install.iosSteps"
        components={{
          0: <Step icon={<Share className={icon} aria-hidden="true" />} />,
          1: <Step icon={<SquarePlus className={icon} aria-hidden="true" />} />,
        }}
      />
    </p>
  );
}

/** One step of the manual install: its icon, then the browser's own word for it. */
function Step({ icon, children }: { icon: ReactNode; children?: ReactNode }) {
  return (
    <span className="whitespace-nowrap">
      {icon}
      <strong className="font-medium">{children}</strong>
    </span>
  );
}

import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useAuth } from '../../../lib/auth/authState';
import { useT } from '../../../lib/i18n/useT';
import { buttonVariants } from '../../ui/button';
import '../../../lib/premium/messages';

/**
 * Over the picture when a preview has played to its end: "Continue with Premium", the way to /subscribe, "Sign in"
 * for visitors, and the preview again. Focus moves to its heading, so a keyboard or screen reader user hears it.
 */
export function PreviewEnd({ onReplay }: { onReplay: () => void }) {
  const t = useT();
  const { state } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div role="region" aria-labelledby="preview-end-title" className="absolute inset-0 grid place-items-center overflow-y-auto bg-dusk/92 p-5 text-center sm:p-8">
      <div className="flex max-w-md flex-col items-center gap-3 sm:gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{t('premium.preview.eyebrow')}</p>
        <h2 id="preview-end-title" ref={heading} tabIndex={-1} className="font-display text-2xl text-ivory outline-none sm:text-3xl">
          {t('premium.preview.title')}
        </h2>
        <p className="hidden text-sm leading-relaxed text-ivory/85 sm:block sm:text-base">{t('premium.preview.body')}</p>
        <div className="mt-1 flex flex-wrap items-center justify-center gap-3">
          <Link to={paths.subscribe} className={buttonVariants({ variant: 'primary', size: 'md' })}>
            {t('premium.preview.subscribe')}
          </Link>
          {state.status !== 'signed-in' && (
            <Link to={paths.login} className="rounded-pill border border-white/40 px-4 py-2 text-sm font-medium text-ivory hover:bg-white/10">
              {t('premium.preview.signIn')}
            </Link>
          )}
        </div>
        <button type="button" onClick={onReplay} className="inline-flex items-center gap-2 text-sm text-ivory/80 underline-offset-4 hover:text-ivory hover:underline">
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('premium.preview.replay')}
        </button>
      </div>
    </div>
  );
}

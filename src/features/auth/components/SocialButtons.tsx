import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/useT';

/** Google and Facebook sign-in buttons. They do nothing (docs/product.md#accounts; no providers are configured). */
export function SocialButtons() {
  const t = useT();
  return (
    <div className="mt-7">
      <div className="flex items-center gap-3 text-xs uppercase tracking-[0.14em] text-ink-soft">
        <span className="h-px flex-1 bg-clay" aria-hidden="true" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-clay" aria-hidden="true" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="outline">
          <span aria-hidden="true" className="font-display text-lg font-semibold leading-none text-[#4285F4]">
            G
          </span>
          Google
        </Button>
        <Button variant="outline">
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded-full bg-[#1877F2] text-[0.8rem] font-bold leading-none text-white"
          >
            f
          </span>
          Facebook
        </Button>
      </div>
    </div>
  );
}

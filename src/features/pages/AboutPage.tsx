import { HeartHandshake, Sparkles, Sprout } from 'lucide-react';
import { site } from '../../../shared/site';
import { PageHero } from '../../components/layout/PageHero';
import { Button } from '../../components/ui/button';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';

const values = [
  { title: 'pages.about.authenticity', icon: Sprout, text: 'pages.about.authenticity.text' },
  { title: 'pages.about.accessibility', icon: Sparkles, text: 'pages.about.accessibility.text' },
  { title: 'pages.about.community', icon: HeartHandshake, text: 'pages.about.community.text' },
] as const satisfies readonly { icon: unknown; title: MessageId; text: MessageId }[];

export default function AboutPage() {
  const t = useT();
  const tagline = t('site.tagline');
  usePageMeta(t('pages.about.metaTitle'), t('pages.about.metaDescription', { name: site.name, tagline: tagline.toLowerCase() }));
  return (
    <>
      <PageHero eyebrow={t('pages.about.eyebrow')} title={tagline}>
        <p>{t('pages.about.intro', { name: site.name })}</p>
      </PageHero>

      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 className="text-title">{t('pages.about.mission')}</h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
          <p>{t('pages.about.mission1')}</p>
          <p>{t('pages.about.mission2')}</p>
        </div>
      </section>

      <section className="render-when-visible bg-sand/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 className="text-center text-title">{t('pages.about.values')}</h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map(({ title, icon: Icon, text }) => (
              <li key={title} className="rounded-card bg-ivory p-7 shadow-soft">
                <span className="grid size-12 place-items-center rounded-full bg-ember/10 text-ember">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-2xl">{t(title)}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="render-when-visible mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 className="text-title">{t('pages.about.walk')}</h2>
        <p className="mt-4 text-lg text-ink-soft">
          {t('pages.about.walk.text')}
        </p>
        {/* 'Subscribe Now' is present but does nothing (docs/product.md#shell). */}
        <Button size="lg" className="mt-8">
          {t('pages.about.subscribeNow')}
        </Button>
      </section>
    </>
  );
}

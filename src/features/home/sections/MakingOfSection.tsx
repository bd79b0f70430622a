import { AudioLines, Sun, Users } from 'lucide-react';
import { site } from '../../../../shared/site';
import { ResponsivePicture } from '../../../components/video/ResponsivePicture';
import type { MessageId } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { SectionHeading } from './SectionHeading';

const principles = [
  { icon: Sun, title: 'home.making.light.title', text: 'home.making.light.text' },
  { icon: Users, title: 'home.making.teachers.title', text: 'home.making.teachers.text' },
  { icon: AudioLines, title: 'home.making.sound.title', text: 'home.making.sound.text' },
] as const satisfies readonly { icon: unknown; title: MessageId; text: MessageId }[];

/** The story of how the product is made (docs/product.md#home). */
export function MakingOfSection({ imageUrl }: { imageUrl: string }) {
  const t = useT();
  return (
    <section aria-labelledby="making-title" className="render-when-visible bg-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[1.1fr_1fr] lg:gap-20 lg:px-10">
        <div>
          <SectionHeading id="making-title" eyebrow={t('home.making.eyebrow', { name: site.name })} title={t('home.making.title')}>
            {t('home.making.text', { name: site.name })}
          </SectionHeading>
          <ul role="list" className="mt-10 space-y-7">
            {principles.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand text-ember-deep">
                  <Icon className="size-5" strokeWidth={1.7} aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ink">{t(title)}</h3>
                  <p className="mt-1 leading-relaxed text-ink-soft">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="relative">
          <ResponsivePicture
            url={imageUrl}
            alt=""
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-[2rem] shadow-lift"
            imgClassName="aspect-[4/5] h-auto w-full object-cover sm:aspect-[4/3] lg:aspect-[4/5]"
          />
          <figcaption className="absolute -bottom-6 left-4 right-4 rounded-card bg-white/95 p-5 shadow-lift backdrop-blur sm:left-auto sm:right-6 sm:max-w-xs">
            <p className="font-display text-lg italic leading-snug text-ink">
              {t('home.making.quote')}
            </p>
            <p className="mt-2 text-sm text-ink-soft">{t('home.making.quoteSource')}</p>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

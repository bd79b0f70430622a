import { AudioLines, Sun, Users } from 'lucide-react';
import { ResponsivePicture } from '../../../components/video/ResponsivePicture';
import { site } from '../../../../shared/site';
import { SectionHeading } from './SectionHeading';

const principles = [
  {
    icon: Sun,
    title: 'Filmed in natural light',
    text: 'We record at first and last light, in rooms that keep their own quiet, so every session feels like sitting across from your teacher.',
  },
  {
    icon: Users,
    title: 'Teachers before content',
    text: 'Each teacher is invited for the depth of their practice, not the size of their following, and shapes their series with us line by line.',
  },
  {
    icon: AudioLines,
    title: 'Sound you can rest in',
    text: 'Voices are recorded close and unhurried. Music, where there is any, is written to leave space for the breath.',
  },
] as const;

/** The story of how the product is made (docs/product.md#home). */
export function MakingOfSection({ imageUrl }: { imageUrl: string }) {
  return (
    <section aria-labelledby="making-title" className="bg-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[1.1fr_1fr] lg:gap-20 lg:px-10">
        <div>
          <SectionHeading id="making-title" eyebrow={`The making of ${site.name}`} title="Made slowly, on purpose">
            {site.name} began in a borrowed studio with one camera, a window facing east and a teacher who asked us to
            film more slowly. We have kept that pace ever since: fewer sessions, made with care, that you can return to
            for years.
          </SectionHeading>
          <ul role="list" className="mt-10 space-y-7">
            {principles.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand text-ember-deep">
                  <Icon className="size-5" strokeWidth={1.7} aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-soft">{text}</p>
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
              “Leave the silence in. That is where the practice happens.”
            </p>
            <p className="mt-2 text-sm text-ink-soft">A note pinned above our editing desk</p>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

import { HeartHandshake, Sparkles, Sprout } from 'lucide-react';
import { PageHero } from '../../components/layout/PageHero';
import { Button } from '../../components/ui/button';
import { site } from '../../../shared/site';
import { usePageMeta } from '../../lib/usePageMeta';

const values = [
  {
    title: 'Authenticity',
    icon: Sprout,
    text: 'Every teaching comes from practitioners who have walked the path themselves. We choose depth over trends and honour the lineages our teachers learned from.',
  },
  {
    title: 'Accessibility',
    icon: Sparkles,
    text: 'Wisdom should not sit behind a door. A generous free library, clear guidance for beginners, and practices that fit a real day, on any screen.',
  },
  {
    title: 'Community',
    icon: HeartHandshake,
    text: 'Practice is lighter when it is shared. We gather teachers and students from every tradition into one circle of mutual respect.',
  },
] as const;

export default function AboutPage() {
  usePageMeta('Our Story', `The mission and values behind ${site.name}, ${site.tagline.toLowerCase()}.`);
  return (
    <>
      <PageHero eyebrow="Our Story" title={site.tagline}>
        <p>
          {site.name} began with a simple wish: that anyone, anywhere, could step into a quiet room and be met by a
          wise and caring teacher.
        </p>
      </PageHero>

      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 className="text-title">Our mission</h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
          <p>
            Temples, ashrams and zendos have always been places where people come to remember who they are. Not
            everyone can travel to one. So we built a sanctuary without walls: a library of meditation, yoga, breathwork
            and spiritual teaching, led by instructors who practise what they teach.
          </p>
          <p>
            We film in natural light, keep the editing gentle and let silence stay in the frame. Whether you have five
            minutes before work or a whole Sunday morning, there is a practice here that meets you where you are.
          </p>
        </div>
      </section>

      <section className="bg-sand/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 className="text-center text-title">What we value</h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map(({ title, icon: Icon, text }) => (
              <li key={title} className="rounded-card bg-ivory p-7 shadow-soft">
                <span className="grid size-12 place-items-center rounded-full bg-ember/10 text-ember">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-2xl">{title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 className="text-title">Walk the path with us</h2>
        <p className="mt-4 text-lg text-ink-soft">
          Membership opens the full premium library and supports the teachers who make it.
        </p>
        {/* 'Subscribe Now' is present but does nothing (docs/product.md#shell). */}
        <Button size="lg" className="mt-8">
          Subscribe Now
        </Button>
      </section>
    </>
  );
}

import { PageHero } from '../../components/layout/PageHero';
import { useLocale, useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { cookies } from './legal/cookies';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';

const documents = { terms, privacy, cookies } as const;

export interface LegalPageProps {
  document: keyof typeof documents;
}

export default function LegalPage({ document: key }: LegalPageProps) {
  const doc = documents[key];
  const t = useT();
  const locale = useLocale();
  usePageMeta(doc.title, doc.summary);
  return (
    <>
      <PageHero eyebrow={t('pages.legal.eyebrow')} title={<span lang="en">{doc.title}</span>}>
        <p lang="en">{doc.summary}</p>
      </PageHero>
      {/* The legal texts are in English only (decision 1323); other languages say so, in their own words. */}
      <article lang="en" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        {locale !== 'en' && (
          <p lang={locale} className="mb-6 rounded-card bg-sand/70 px-4 py-3 text-ink">
            {t('pages.legal.englishOnly')}
          </p>
        )}
        <p className="text-sm text-ink-soft">Last updated {doc.updated}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}

import { PageHero } from '../../components/layout/PageHero';
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
  usePageMeta(doc.title, doc.summary);
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title}>
        <p>{doc.summary}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
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

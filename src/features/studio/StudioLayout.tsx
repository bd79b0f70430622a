import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { EditorOnly } from '../../components/layout/AuthGate';
import { PageHero } from '../../components/layout/PageHero';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import './messages';

/** What every studio page receives from the app: the 404 page, shown to a signed-in user who is not an editor. */
export interface StudioPageProps {
  notFound: ReactNode;
}

/** The studio's sections, each the pages under its prefix (a video's page is in Videos). */
const sections = [
  { to: paths.studio, label: 'studio.nav.videos', matches: (path: string) => path === paths.studio || path.startsWith('/studio/videos/') },
  { to: paths.studioTeachers, label: 'studio.nav.teachers', matches: (path: string) => path.startsWith(paths.studioTeachers) },
  { to: paths.studioHome, label: 'studio.nav.home', matches: (path: string) => path === paths.studioHome },
  { to: paths.studioPlans, label: 'studio.nav.plans', matches: (path: string) => path === paths.studioPlans },
  { to: paths.studioCodes, label: 'studio.nav.codes', matches: (path: string) => path === paths.studioCodes },
  { to: paths.studioMembers, label: 'studio.nav.members', matches: (path: string) => path.startsWith(paths.studioMembers) },
] as const;

function StudioNav() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('studio.nav.label')} className="mt-6 flex flex-wrap gap-2">
      {sections.map((section) => {
        const current = section.matches(pathname.replace(/\/+$/, ''));
        return (
          <Link
            key={section.to}
            to={section.to}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-pill border px-4 text-sm font-medium transition-colors',
              current ? 'border-ivory bg-ivory text-ink' : 'border-white/30 text-ivory hover:bg-white/10',
            )}
          >
            {t(section.label)}
          </Link>
        );
      })}
    </nav>
  );
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  usePageMeta(t('studio.metaTitle', { section: title }));
  return (
    <>
      <PageHero eyebrow={t('studio.eyebrow')} title={t('studio.title')} className="pb-8 sm:pb-10">
        <p>{t('studio.intro')}</p>
        <StudioNav />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{children}</div>
    </>
  );
}

/**
 * The frame of every studio page (editors only, decision 2524): the Studio heading and its sections. Until the
 * session is known, and in the page the server renders, the frame with nothing in it (decision 2549).
 */
export function StudioLayout({ notFound, title, children }: StudioPageProps & { title: string; children: ReactNode }) {
  const t = useT();
  const pending = (
    <EditorFrame title={title}>
      <p role="status" className="sr-only">
        {t('layout.checkingSession')}
      </p>
    </EditorFrame>
  );
  return (
    <EditorOnly notFound={notFound} pending={pending}>
      {() => <EditorFrame title={title}>{children}</EditorFrame>}
    </EditorOnly>
  );
}

/** A section's heading with its actions beside it (a search, New teacher…), stacked on phones. */
export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <h2 className="font-display text-2xl text-ink sm:text-3xl">{title}</h2>
      {children}
    </div>
  );
}

import type { ReactElement } from 'react';
import type { RouteKey } from '../../shared/routes';
import { HomePage } from '../features/home/HomePage';
import { ContinueWatchingSection } from '../features/library/ContinueWatchingSection';
import type { LegalPageProps } from '../features/pages/LegalPage';
import type { StudioPageProps } from '../features/studio/StudioLayout';
import { lazyPage, type LazyPage, type PageModule } from './lazyPage';

/**
 * Every page module but the home page's (part of the first bundle): each becomes a chunk of its own. A page that
 * shows another feature's part is composed in src/app/composed/, and its feature's module left out (decision 2673).
 */
const pageModules = import.meta.glob<PageModule<object>>([
  '/src/features/*/*Page.tsx',
  '/src/app/composed/*Page.tsx',
  '!/src/features/home/HomePage.tsx',
  '!/src/features/player/WatchPage.tsx',
  '!/src/features/library/LibraryPage.tsx',
]);

/** A code-split page with the module its chunk starts from: a prerendered page names that chunk for boot.ts. */
export type SourcedPage<P extends object = object> = LazyPage<P> & { source: string };

function page<P extends object = object>(source: string): SourcedPage<P> {
  const load = pageModules[source] as (() => Promise<PageModule<P>>) | undefined;
  if (!load) throw new Error(`${source}: a page module is src/features/<feature>/<Name>Page.tsx or src/app/composed/<Name>Page.tsx, default-exporting the page`);
  return Object.assign(lazyPage(load), { source });
}

const AboutPage = page('/src/features/pages/AboutPage.tsx');
const LegalPage = page<LegalPageProps>('/src/features/pages/LegalPage.tsx');
const SubscribePage = page('/src/features/pages/SubscribePage.tsx');
const CategoryPage = page('/src/features/catalog/CategoryPage.tsx');
const TeacherPage = page('/src/features/catalog/TeacherPage.tsx');
const WatchPage = page('/src/app/composed/WatchPage.tsx');
const LoginPage = page('/src/features/auth/LoginPage.tsx');
const SignupPage = page('/src/features/auth/SignupPage.tsx');
const ProfilePage = page('/src/features/auth/ProfilePage.tsx');
const LibraryPage = page('/src/app/composed/LibraryPage.tsx');
const SearchPage = page('/src/features/search/SearchPage.tsx');
const NotFoundPage = page('/src/features/pages/NotFoundPage.tsx');
const StudioVideosPage = page<StudioPageProps>('/src/features/studio/StudioVideosPage.tsx');
const StudioVideoPage = page<StudioPageProps>('/src/features/studio/StudioVideoPage.tsx');
const StudioTeachersPage = page<StudioPageProps>('/src/features/studio/StudioTeachersPage.tsx');
const StudioTeacherPage = page<StudioPageProps>('/src/features/studio/StudioTeacherPage.tsx');
const StudioHomePage = page<StudioPageProps>('/src/features/studio/StudioHomePage.tsx');
const StudioPlansPage = page<StudioPageProps>('/src/features/studio/StudioPlansPage.tsx');
const StudioCodesPage = page<StudioPageProps>('/src/features/studio/StudioCodesPage.tsx');
const StudioMembersPage = page<StudioPageProps>('/src/features/studio/StudioMembersPage.tsx');
const StudioMemberPage = page<StudioPageProps>('/src/features/studio/StudioMemberPage.tsx');

/** Any path no route matches; also what a signed-in user who is not an editor sees at a studio page. */
export const notFoundPage = <NotFoundPage />;

/** The page of each route of shared/routes.ts: a route without a page, or a page without a route, fails the typecheck. */
export const pages = {
  home: <HomePage afterHero={<ContinueWatchingSection />} />,
  about: <AboutPage />,
  videos: <CategoryPage />,
  teacher: <TeacherPage />,
  video: <WatchPage />,
  subscribe: <SubscribePage />,
  search: <SearchPage />,
  profile: <ProfilePage />,
  library: <LibraryPage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  terms: <LegalPage document="terms" />,
  privacy: <LegalPage document="privacy" />,
  cookies: <LegalPage document="cookies" />,
  studio: <StudioVideosPage notFound={notFoundPage} />,
  studioVideo: <StudioVideoPage notFound={notFoundPage} />,
  studioTeachers: <StudioTeachersPage notFound={notFoundPage} />,
  studioNewTeacher: <StudioTeacherPage notFound={notFoundPage} />,
  studioTeacher: <StudioTeacherPage notFound={notFoundPage} />,
  studioHome: <StudioHomePage notFound={notFoundPage} />,
  studioPlans: <StudioPlansPage notFound={notFoundPage} />,
  studioCodes: <StudioCodesPage notFound={notFoundPage} />,
  studioMembers: <StudioMembersPage notFound={notFoundPage} />,
  studioMember: <StudioMemberPage notFound={notFoundPage} />,
} satisfies Record<RouteKey, ReactElement>;

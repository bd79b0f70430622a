import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { AppRoutes } from './App';
import { transformationalPaths, headerLinks, footerQuickLinks, legalLinks } from './config/navigation';
import { paths } from '../shared/routes';
import { teachers } from './content/teachers';
import { allVideos } from './content/videos';
import { AuthProvider } from './features/auth/AuthProvider';
import { InstallBanner } from './features/install/InstallBanner';

/**
 * Build-time rendering of the public pages (scripts/prerender.ts): the same tree as <App/>, with a
 * StaticRouter in place of the BrowserRouter (neither renders DOM, so main.tsx can hydrate the result).
 * Pages that depend on the visitor (sign-in, sign-up, profile) are left to the client.
 */
export async function render(url: string): Promise<string> {
  const tree = () => (
    <AuthProvider>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
      <InstallBanner />
    </AuthProvider>
  );
  // The first pass loads the page's lazy chunk; the second renders with nothing left to suspend and no
  // boundary outlined for progressive reveal, so the HTML needs no inline <script> (the CSP allows none).
  await prerender(tree());
  const { prelude } = await prerender(tree(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`prerender: ${url} still suspends (it would need an inline script)`);
  return html;
}

/** Every public page a visitor or a crawler can reach from the navigation and the catalog. */
export function prerenderPaths(): string[] {
  const fromNavigation = [...transformationalPaths, ...headerLinks, ...footerQuickLinks, ...legalLinks].map((l) => l.to);
  return [
    ...new Set([
      paths.home,
      paths.about,
      paths.subscribe,
      ...fromNavigation,
      paths.videos('all'),
      ...teachers.map((t) => paths.teacher(t.id)),
      ...allVideos.map((v) => paths.video(v.id)),
    ]),
  ];
}

/**
 * The lazy page module behind each route pattern (as App.tsx imports them). A prerendered page names its
 * chunk and boot.ts loads it beside the app, before hydrating: a page still lazy-loading while an update
 * (the auth state settling, say) reaches its Suspense boundary would be thrown away and rendered again.
 */
const pageModules: [pattern: string, source: string][] = [
  ['/about', 'src/features/pages/AboutPage.tsx'],
  ['/subscribe', 'src/features/pages/SubscribePage.tsx'],
  ['/videos/:category', 'src/features/catalog/CategoryPage.tsx'],
  ['/teacher/:teacherId', 'src/features/catalog/TeacherPage.tsx'],
  ['/video/:id', 'src/features/player/WatchPage.tsx'],
  ['/terms', 'src/features/pages/LegalPage.tsx'],
  ['/privacy', 'src/features/pages/LegalPage.tsx'],
  ['/cookies', 'src/features/pages/LegalPage.tsx'],
];

/** The source file of the lazy page module `pathname` renders; undefined for the home page (not lazy). */
export function pageModuleFor(pathname: string): string | undefined {
  return pageModules.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

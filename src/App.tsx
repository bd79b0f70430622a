import { isValidElement } from 'react';
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { PageShell } from './components/layout/PageShell';
import { AuthProvider } from './features/auth/AuthProvider';
import { HomePage } from './features/home/HomePage';
import { InstallBanner } from './features/install/InstallBanner';
import { isLazyPage, lazyPage } from './lib/lazyPage';

/* Every page but the home page is code-split. */
const AboutPage = lazyPage(() => import('./features/pages/AboutPage'));
const LegalPage = lazyPage(() => import('./features/pages/LegalPage'));
const NotFoundPage = lazyPage(() => import('./features/pages/NotFoundPage'));
const SubscribePage = lazyPage(() => import('./features/pages/SubscribePage'));
const CategoryPage = lazyPage(() => import('./features/catalog/CategoryPage'));
const TeacherPage = lazyPage(() => import('./features/catalog/TeacherPage'));
const WatchPage = lazyPage(() => import('./features/player/WatchPage'));
const LoginPage = lazyPage(() => import('./features/auth/LoginPage'));
const SignupPage = lazyPage(() => import('./features/auth/SignupPage'));
const ProfilePage = lazyPage(() => import('./features/auth/ProfilePage'));

/** The route table of spec §2 (patterns mirrored in shared/routes.ts for the server's 404s). */
const routes = (
  <Route element={<PageShell />}>
    <Route path="/" element={<HomePage />} />
    <Route path="/about" element={<AboutPage />} />
    <Route path="/videos/:category" element={<CategoryPage />} />
    <Route path="/teacher/:teacherId" element={<TeacherPage />} />
    <Route path="/video/:id" element={<WatchPage />} />
    <Route path="/subscribe" element={<SubscribePage />} />
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/terms" element={<LegalPage document="terms" />} />
    <Route path="/privacy" element={<LegalPage document="privacy" />} />
    <Route path="/cookies" element={<LegalPage document="cookies" />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/** Load the code-split page `pathname` renders, so that it renders without suspending (lib/lazyPage.ts). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const pages = matches.map(({ route }) => (isValidElement(route.element) ? route.element.type : undefined));
  await Promise.all(pages.filter(isLazyPage).map((page) => page.preload()));
}

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <InstallBanner />
    </AuthProvider>
  );
}

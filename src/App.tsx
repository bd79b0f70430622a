import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageShell } from './components/layout/PageShell';
import { AuthProvider } from './features/auth/AuthProvider';
import { HomePage } from './features/home/HomePage';
import { InstallBanner } from './features/install/InstallBanner';

/* Every page but the home page is code-split. */
const AboutPage = lazy(() => import('./features/pages/AboutPage'));
const LegalPage = lazy(() => import('./features/pages/LegalPage'));
const NotFoundPage = lazy(() => import('./features/pages/NotFoundPage'));
const SubscribePage = lazy(() => import('./features/pages/SubscribePage'));
const CategoryPage = lazy(() => import('./features/catalog/CategoryPage'));
const TeacherPage = lazy(() => import('./features/catalog/TeacherPage'));
const WatchPage = lazy(() => import('./features/player/WatchPage'));
const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const SignupPage = lazy(() => import('./features/auth/SignupPage'));
const ProfilePage = lazy(() => import('./features/auth/ProfilePage'));

/** The route table of spec §2 (patterns mirrored in config/routes.ts for the server's 404s). */
export function AppRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
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

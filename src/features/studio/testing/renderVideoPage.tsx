import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../../../components/ui/toast';
import { AuthContext, type AuthState } from '../../../lib/auth/authState';
import StudioVideoPage from '../StudioVideoPage';
import type { VideoValues } from '../validation';
import type { OpenedVideo } from '../videoRequests';

const editor: AuthState = { status: 'signed-in', user: { id: 'u1', email: 'eve@example.com', createdAt: '2026-01-05T10:00:00Z', role: 'editor' } };

/** The sample video Morning Stillness as the studio opens it, with `changes` to its values. */
export const openedVideo = (changes: Partial<VideoValues> = {}, version = '2026-01-01T00:00:00.000001+00:00'): OpenedVideo => ({
  id: 'morning-stillness',
  updatedAt: version,
  values: {
    title: { en: 'Morning Stillness', es: '', fr: 'Immobilité du matin', de: '' },
    description: { en: 'Begin the day.', es: '', fr: '', de: '' },
    teacherId: 'amara-okafor',
    category: 'meditation',
    isPremium: false,
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  },
});

/** /studio/videos/morning-stillness for a signed-in editor (the test mocks the requests). */
export function renderVideoPage() {
  render(
    <AuthContext.Provider value={{ state: editor, signOut: async () => {} }}>
      <MemoryRouter initialEntries={['/studio/videos/morning-stillness']}>
        <Routes>
          <Route path="/studio/videos/:id" element={<StudioVideoPage notFound={<p>Not found</p>} />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </AuthContext.Provider>,
  );
}

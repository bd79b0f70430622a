import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type AuthContextValue, type AuthState } from '../../../lib/auth/authState';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/**
 * Render an auth page at `path` (and `search`, its query) with a given auth state, inside a router that also has
 * the routes it may redirect to. The current path is shown in `data-testid="path"`.
 */
export function renderAuthPage(
  page: ReactElement,
  { path, search = '', state, signOut = async () => {} }: { path: string; search?: string; state: AuthState; signOut?: AuthContextValue['signOut'] },
) {
  const ui = (value: AuthState) => (
    <AuthContext.Provider value={{ state: value, signOut }}>
      <MemoryRouter initialEntries={[path + search]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AuthContext.Provider>
  );
  const result = render(ui(state));
  return { ...result, setState: (next: AuthState) => result.rerender(ui(next)) };
}

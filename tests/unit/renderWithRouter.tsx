import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Render a component inside a router at `path`. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** Render `page` as the element of the route `pattern` (e.g. `/video/:id`) at `path`, so it reads its URL parameters. */
export function renderAtRoute(page: ReactElement, pattern: string, path: string) {
  return renderWithRouter(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    path,
  );
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CatalogProvider } from '../../src/lib/catalog/CatalogProvider';
import type { CatalogStore } from '../../src/lib/catalog/catalogStore';
import { sampleCatalogStore } from '../../src/lib/catalog/testing/sampleCatalog';

/** Render a component inside a router at `path`, reading the sample catalog (or `catalog`). */
export function renderWithRouter(ui: ReactElement, path = '/', catalog: CatalogStore = sampleCatalogStore()) {
  return render(
    <CatalogProvider store={catalog}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </CatalogProvider>,
  );
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

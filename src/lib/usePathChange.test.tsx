import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnNavigation } from './usePathChange';

/** A menu at every path: `opened` is what its button calls, `close` what navigation calls. */
function setup() {
  const close = vi.fn();
  let opened = () => {};
  function Menu() {
    opened = useCloseOnNavigation(close);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  return { close, open: () => opened(), go: (path: string) => act(() => router.navigate(path)) };
}

describe('useCloseOnNavigation', () => {
  it('closes a menu opened before the app moved to another page', async () => {
    const { close, open, go } = setup();
    window.history.replaceState(null, '', '/login');
    open();
    await go('/');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps open a menu opened while the next page was already on its way (the address had changed)', async () => {
    const { close, open, go } = setup();
    window.history.replaceState(null, '', '/');
    open();
    await go('/');
    expect(close).not.toHaveBeenCalled();
    await go('/about');
    expect(close).toHaveBeenCalledTimes(1);
  });
});

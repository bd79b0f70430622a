import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toast';
import { registerServiceWorker } from './serviceWorker';

type Listener = () => void;

function fakeWorkbox({ failWith }: { failWith?: Error } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const wb = {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      (listeners[type] ??= []).push(listener);
    }),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => {
      if (failWith) throw failWith;
      return undefined;
    }),
    fire: (type: string) => listeners[type]?.forEach((listener) => listener()),
  };
  return wb;
}

const supported = { serviceWorker: {} } as unknown as Navigator;

describe('registerServiceWorker', () => {
  it('registers /sw.js with the site root as scope', async () => {
    const wb = fakeWorkbox();
    const createWorkbox = vi.fn(async () => wb);
    await registerServiceWorker({ nav: supported, enabled: true, createWorkbox: createWorkbox as never });
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(wb.register).toHaveBeenCalledOnce();
  });

  it('only logs a registration failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('blocked');
    const wb = fakeWorkbox({ failWith: failure });
    await expect(
      registerServiceWorker({ nav: supported, enabled: true, createWorkbox: async () => wb as never }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Service worker registration failed', failure);
  });

  it('does nothing where service workers are unsupported or in the dev server', async () => {
    const createWorkbox = vi.fn();
    await registerServiceWorker({ nav: {} as Navigator, enabled: true, createWorkbox });
    await registerServiceWorker({ nav: supported, enabled: false, createWorkbox });
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('offers a reload when a new version is waiting, and reloads once it controls the page', async () => {
    const wb = fakeWorkbox();
    const reload = vi.fn();
    render(<Toaster />);
    await registerServiceWorker({ nav: supported, enabled: true, createWorkbox: async () => wb as never, reload });

    act(() => wb.fire('waiting'));
    expect(screen.getByText('A new version is ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();

    act(() => wb.fire('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the update offer on screen until it is used or dismissed', async () => {
    vi.useFakeTimers();
    try {
      const wb = fakeWorkbox();
      render(<Toaster />);
      await registerServiceWorker({ nav: supported, enabled: true, createWorkbox: async () => wb as never, reload: vi.fn() });
      act(() => wb.fire('waiting'));
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('A new version is ready')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
      expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../shared/site';
import { mockMatchMedia } from '../../../tests/unit/matchMedia';
import { Toaster } from '../../components/ui/toast';
import { INSTALL_BANNER_DELAY_MS } from '../../config/site';
import { DISMISSED_AT_KEY } from './dismissal';
import { InstallBanner } from './InstallBanner';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date('2025-03-01T09:00:00Z').getTime();
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface Offer {
  outcome?: 'accepted' | 'dismissed';
  promptError?: Error;
}

/** What Chromium dispatches when the site may be installed. */
function offerInstall({ outcome = 'accepted', promptError }: Offer = {}) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {
    if (promptError) throw promptError;
  });
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

/** Let `ms` pass, then let the banner's lazily loaded card render if it is due. */
async function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {
    await import('./InstallBannerCard');
  });
}

/** Let the prompt's promises settle. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

function renderBanner() {
  return render(
    <>
      <InstallBanner />
      <Toaster />
    </>,
  );
}

const banner = () => screen.queryByRole('region', { name: `Install ${site.name}` });

function mockStandaloneDisplayMode() {
  mockMatchMedia((query) => query === '(display-mode: standalone)');
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
});

afterEach(async () => {
  await advance(60_000); // let toasts expire so none leaks into the next test
  vi.useRealTimers();
});

describe('InstallBanner', () => {
  it(`appears ${INSTALL_BANNER_DELAY_MS} ms after the browser offers installation, not before`, async () => {
    renderBanner();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);

    await advance(INSTALL_BANNER_DELAY_MS - 1);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);

    const region = banner();
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent(`Install ${site.name}`);
    expect(region).toHaveTextContent('Access offline & get app experience');
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('stays hidden without an offer from the browser', async () => {
    renderBanner();
    await advance(10 * INSTALL_BANNER_DELAY_MS);
    expect(banner()).not.toBeInTheDocument();
  });

  it("remembers 'Later' for 7 days: hidden at 6 days 23 hours, shown again at 7 days", async () => {
    const first = renderBanner();
    offerInstall();
    await advance(INSTALL_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(banner()).not.toBeInTheDocument();
    const dismissedAt = Number(localStorage.getItem(DISMISSED_AT_KEY));
    first.unmount();

    vi.setSystemTime(dismissedAt + 6 * DAY + 23 * HOUR);
    const second = renderBanner();
    offerInstall();
    await advance(INSTALL_BANNER_DELAY_MS * 2);
    expect(banner()).not.toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(dismissedAt + 7 * DAY);
    renderBanner();
    offerInstall();
    await advance(INSTALL_BANNER_DELAY_MS);
    expect(banner()).toBeInTheDocument();
  });

  it('never appears when the app already runs standalone', async () => {
    mockStandaloneDisplayMode();
    renderBanner();
    offerInstall();
    await advance(INSTALL_BANNER_DELAY_MS * 2);
    expect(banner()).not.toBeInTheDocument();
  });

  it('never appears in an iOS home-screen app (navigator.standalone)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderBanner();
      await advance(INSTALL_BANNER_DELAY_MS * 2);
      expect(banner()).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it("prompts once on 'Install App', hides, and announces success when accepted", async () => {
    renderBanner();
    const { prompt } = offerInstall({ outcome: 'accepted' });
    await advance(INSTALL_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    await settle();

    expect(prompt).toHaveBeenCalledOnce();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('App installed')).toBeInTheDocument();
    // The appinstalled event that follows does not announce it twice.
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getAllByText('App installed')).toHaveLength(1);
  });

  it("shows 'Installation cancelled' when the user declines, and counts it as a dismissal", async () => {
    renderBanner();
    offerInstall({ outcome: 'dismissed' });
    await advance(INSTALL_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    await settle();

    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('Installation cancelled')).toBeInTheDocument();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBe(String(Date.now()));
  });

  it("shows 'Installation failed' when the prompt throws", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBanner();
    offerInstall({ promptError: new Error('prompt() already used') });
    await advance(INSTALL_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    await settle();

    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Installation failed');
    expect(logged).toHaveBeenCalled();
  });

  it('hides and announces success on appinstalled (installed from the browser menu)', async () => {
    renderBanner();
    offerInstall();
    await advance(INSTALL_BANNER_DELAY_MS);
    expect(banner()).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('App installed')).toBeInTheDocument();
  });

  it('does not appear later when the app was installed before the delay ran out', async () => {
    renderBanner();
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await advance(INSTALL_BANNER_DELAY_MS * 2);
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows Add to Home Screen steps instead of the button on iPhone, under the same rules', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const first = renderBanner();
    await advance(INSTALL_BANNER_DELAY_MS - 1);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);

    expect(banner()).toHaveTextContent('Tap Share, then Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(banner()).not.toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(Date.now() + 6 * DAY);
    renderBanner();
    await advance(INSTALL_BANNER_DELAY_MS * 2);
    expect(banner()).not.toBeInTheDocument();
  });
});

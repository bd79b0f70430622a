import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDownloads } from '../../lib/offline/downloadLedger';
import { readEntitlements } from '../../lib/premium/entitlements';
import { DownloadButton } from './DownloadButton';
import { downloadRecord, freeVideo, member, premiumVideo, renderWithAuth, seedDownloads, signedIn } from './testing/offlineFixtures';

const engine = await vi.hoisted(async () => (await import('./testing/fakeEngine')).fakeEngine());
const engineModule = vi.hoisted(() => () => {
  engine.imports += 1;
  const { imports: _, ...exports } = engine;
  return exports;
});

vi.mock('./downloadManager', engineModule);

vi.mock('../../lib/premium/entitlements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/premium/entitlements')>()),
  readEntitlements: vi.fn(),
}));

/** Whether the control's own modules brought the engine along: a static import would. */
const importedWithTheControl = engine.imports;

const OPTIONS = [
  { quality: 'standard', bytes: 412_000_000 },
  { quality: 'high', bytes: 1_234_000_000 },
  { quality: 'audio', bytes: 38_000_000 },
] as const;

beforeEach(() => {
  engine.downloadOptions.mockResolvedValue([...OPTIONS]);
  vi.mocked(readEntitlements).mockResolvedValue([]);
});

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

/** A size as formatBytes writes it: a space that does not break before the unit. */
const sized = (label: string) => label.replace(/ (?=[kMG]B$)/, '\u00a0');

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  return screen.findByRole('menu');
};

describe('Download on the watch page', () => {
  it('shows nothing to a visitor, nor while the session is being read', () => {
    const { container, unmount } = renderWithAuth(<DownloadButton video={freeVideo} />, { status: 'signed-out' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(renderWithAuth(<DownloadButton video={freeVideo} />, { status: 'loading' }).container).toBeEmptyDOMElement();
  });

  // First in the file: the engine module is loaded once per file, so this test sees its first use.
  it('shows every state without the download engine, and loads it when the quality menu first opens', async () => {
    expect(importedWithTheControl).toBe(0);
    seedDownloads([downloadRecord(premiumVideo, { state: 'downloading', bytes: 1_000, completedAt: null })]);
    const states = [freeVideo, premiumVideo].map((video) => renderWithAuth(<DownloadButton video={video} />));
    act(() => seedDownloads([downloadRecord(premiumVideo)]));
    expect(screen.getByRole('button', { name: 'Downloaded' })).toBeInTheDocument();
    expect(engine.imports).toBe(0);
    states[1]!.unmount();

    await openMenu();
    await waitFor(() => expect(engine.downloadOptions).toHaveBeenCalledWith(freeVideo));
    expect(engine.imports).toBe(1);
  });

  it('offers a member Download for a free video, as a menu, without reading any membership', () => {
    renderWithAuth(<DownloadButton video={freeVideo} />);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(readEntitlements).not.toHaveBeenCalled();
  });

  it('says it is checking the sizes, then lists each quality with its size', async () => {
    let answer: (options: typeof OPTIONS extends readonly (infer O)[] ? O[] : never) => void = () => {};
    engine.downloadOptions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithAuth(<DownloadButton video={freeVideo} />);
    const menu = await openMenu();
    expect(within(menu).getByText('Choose a quality')).toBeInTheDocument();
    expect(within(menu).getByText('Checking sizes…')).toBeInTheDocument();
    await waitFor(() => expect(engine.downloadOptions).toHaveBeenCalledWith(freeVideo));

    act(() => answer([...OPTIONS]));
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => [item.getAttribute('aria-label'), item.textContent])).toEqual(
      [
        ['Standard · 540p, 412 MB', 'Standard · 540p412 MB'],
        ['High · 720p, 1.2 GB', 'High · 720p1.2 GB'],
        ['Audio only, 38 MB', 'Audio only38 MB'],
      ].map((texts) => texts.map(sized)),
    );
  });

  it('starts the chosen quality, then shows its progress with the percentage and Cancel', async () => {
    engine.startDownload.mockImplementation(async (userId, video, quality) => {
      updateDownloads(userId, (current) => ({
        ...current,
        downloads: [downloadRecord(video as typeof freeVideo, { quality, state: 'downloading', bytes: 0, estimatedBytes: 412_000_000, completedAt: null })],
      }));
    });
    renderWithAuth(<DownloadButton video={freeVideo} />);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: sized('High · 720p, 1.2 GB') }));

    expect(engine.startDownload).toHaveBeenCalledWith(member.id, freeVideo, 'high');
    const bar = await screen.findByRole('progressbar', { name: `Downloading ${freeVideo.title}` });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Downloading 0%')).toBeInTheDocument();
    // Focus was on the menu's button, which went: it moves to the control that replaced it.
    expect(screen.getByRole('button', { name: `Cancel the download of ${freeVideo.title}` })).toHaveFocus();

    act(() => updateDownloads(member.id, (current) => ({ ...current, downloads: current.downloads.map((record) => ({ ...record, bytes: 173_040_000 })) })));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Downloading 42%')).toBeInTheDocument();
  });

  it('holds the progress at 99% until the download is complete, then says Downloaded', () => {
    seedDownloads([downloadRecord(freeVideo, { state: 'downloading', bytes: 420_000_000, estimatedBytes: 412_000_000, completedAt: null })]);
    renderWithAuth(<DownloadButton video={freeVideo} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
    expect(screen.getByText('Downloading 99%')).toBeInTheDocument();

    act(() => updateDownloads(member.id, (current) => ({ ...current, downloads: current.downloads.map((record) => ({ ...record, state: 'complete' })) })));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Downloaded' })).toBeInTheDocument();
  });

  it('cancels a download', async () => {
    seedDownloads([downloadRecord(freeVideo, { state: 'downloading', bytes: 1_000, completedAt: null })]);
    engine.cancelDownload.mockResolvedValue();
    renderWithAuth(<DownloadButton video={freeVideo} />);
    await userEvent.click(screen.getByRole('button', { name: `Cancel the download of ${freeVideo.title}` }));
    await waitFor(() => expect(engine.cancelDownload).toHaveBeenCalledWith(member.id, freeVideo.id));
  });

  it('says so calmly when a cancel fails', async () => {
    seedDownloads([downloadRecord(freeVideo, { state: 'downloading', bytes: 1_000, completedAt: null })]);
    engine.cancelDownload.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithAuth(<DownloadButton video={freeVideo} />);
    await userEvent.click(screen.getByRole('button', { name: /^Cancel the download/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download could not be cancelled. Try again.');
  });

  it('refuses a download that would not fit before it starts, with a clear sentence', async () => {
    engine.startDownload.mockRejectedValue(new engine.DownloadRefused('no-space'));
    renderWithAuth(<DownloadButton video={freeVideo} />);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: sized('High · 720p, 1.2 GB') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is not enough space on this device for this download. Free some space, or choose a smaller quality.',
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['the member may not download it', new Error('placeholder'), 'not-entitled', 'Downloading this video needs a Premium membership.'],
    ['the network fails', new TypeError('Failed to fetch'), null, 'The download could not reach the server. Check your connection and try again.'],
  ])('tells in the menu when the sizes cannot be had (%s), and tries again', async (_, error, reason, sentence) => {
    engine.downloadOptions.mockRejectedValueOnce(reason ? new engine.DownloadRefused(reason as 'not-entitled') : error);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithAuth(<DownloadButton video={freeVideo} />);
    const menu = await openMenu();
    expect(await within(menu).findByText(sentence)).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Try again' }));
    expect(await within(menu).findByRole('menuitem', { name: sized('Audio only, 38 MB') })).toBeInTheDocument();
  });

  it('offers a complete download to see in the library or to remove', async () => {
    seedDownloads([downloadRecord(freeVideo)]);
    engine.removeDownload.mockImplementation(async (userId) => updateDownloads(userId, () => ({ downloads: [], removed: [] })));
    renderWithAuth(<DownloadButton video={freeVideo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Downloaded' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'See your downloads' })).toHaveAttribute('href', '/library');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove from this device' }));
    expect(engine.removeDownload).toHaveBeenCalledWith(member.id, freeVideo.id);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});

describe('Download of a premium video', () => {
  const until = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('shows nothing while the membership is read, nor to a member without Premium', async () => {
    let answer: (rows: Awaited<ReturnType<typeof readEntitlements>>) => void = () => {};
    vi.mocked(readEntitlements).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithAuth(<DownloadButton video={premiumVideo} />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => answer([{ source: 'code', valid_until: until(-1), renews: false }]));
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Download to a member who holds Premium', async () => {
    vi.mocked(readEntitlements).mockResolvedValue([{ source: 'stripe', valid_until: until(20), renews: true }]);
    renderWithAuth(<DownloadButton video={premiumVideo} />);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('offers Download to an editor without reading any membership', () => {
    renderWithAuth(<DownloadButton video={premiumVideo} />, signedIn({ ...member, role: 'editor' }));
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(readEntitlements).not.toHaveBeenCalled();
  });

  it('shows a download already on the device whatever the membership says', () => {
    seedDownloads([downloadRecord(premiumVideo)]);
    renderWithAuth(<DownloadButton video={premiumVideo} />);
    expect(screen.getByRole('button', { name: 'Downloaded' })).toBeInTheDocument();
    expect(readEntitlements).not.toHaveBeenCalled();
  });
});

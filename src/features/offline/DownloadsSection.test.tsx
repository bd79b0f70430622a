import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import { updateDownloads } from '../../lib/offline/downloadLedger';
import { DownloadsSection } from './DownloadsSection';
import { downloadRecord, freeVideo, member, premiumVideo, renderWithAuth, seedDownloads } from './testing/offlineFixtures';

const engine = await vi.hoisted(async () => (await import('./testing/fakeEngine')).fakeEngine());
const engineModule = vi.hoisted(() => () => {
  engine.imports += 1;
  const { imports: _, ...exports } = engine;
  return exports;
});

vi.mock('./downloadManager', engineModule);

/** Whether the section's own modules brought the engine along: a static import would. */
const importedWithTheSection = engine.imports;

beforeEach(() => {
  engine.storageSpace.mockResolvedValue({ used: 450_000_000, available: 18_400_000_000 });
});

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Downloads' });
const renderSection = (userId: string | null = member.id) => renderWithAuth(<DownloadsSection userId={userId} />);

describe("the library's Downloads", () => {
  // First in the file: the engine module is loaded once per file, so this test sees its first use.
  it('says calmly that there is nothing yet without the download engine, and loads it for the space line of a first download', async () => {
    expect(importedWithTheSection).toBe(0);
    seedDownloads([], [{ videoId: 'deep-rest', title: 'Deep Rest Nidra', reason: 'unchecked', removedAt: '2026-03-10T08:00:00.000Z' }]);
    renderSection();
    expect(within(section()).getByRole('heading', { level: 2, name: 'Downloads' })).toBeInTheDocument();
    expect(within(section()).getByText(/^Nothing downloaded yet\. On a video’s page, press Download/)).toBeVisible();
    expect(engine.imports).toBe(0);

    act(() => seedDownloads([downloadRecord(freeVideo)]));
    await waitFor(() => expect(engine.storageSpace).toHaveBeenCalled());
    expect(engine.imports).toBe(1);
  });

  it('keeps the place of its empty state unseen while the session is not known', () => {
    seedDownloads([downloadRecord(freeVideo)]);
    renderSection(null);
    expect(screen.getByText(/^Nothing downloaded yet/).closest('[aria-hidden="true"]')).toHaveClass('invisible');
    expect(screen.queryByRole('link')).toBeNull();
    expect(engine.storageSpace).not.toHaveBeenCalled();
  });

  it('lists each download newest first: its poster from the device, its title to its page, quality, size and day', () => {
    const older = makeVideo({ id: 'evening-wind-down', title: 'Evening Wind-Down' });
    seedDownloads([
      downloadRecord(older, { quality: 'audio', bytes: 38_000_000, startedAt: '2026-02-01T09:00:00.000Z', completedAt: '2026-02-01T09:02:00.000Z' }),
      downloadRecord(freeVideo),
    ]);
    renderSection();
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([freeVideo.title, older.title]);

    const [first] = items;
    expect(within(first!).getByRole('link')).toHaveAttribute('href', `/video/${freeVideo.id}`);
    expect(first!.querySelector('img')).toHaveAttribute('src', `/_offline/${member.id}/${freeVideo.id}/poster`);
    expect(first!.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(first!).getByText('Standard · 540p')).toBeInTheDocument();
    expect(within(first!).getByText('412 MB')).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-03-04T09:05:00.000Z'));
    expect(within(first!).getByText(`Downloaded ${day}`)).toHaveAttribute('datetime', '2026-03-04T09:05:00.000Z');
    expect(within(items[1]!).getByText('Audio only')).toBeInTheDocument();
    expect(within(items[1]!).getByText('38 MB')).toBeInTheDocument();
  });

  it('shows a calm tile where a poster is not stored yet', async () => {
    seedDownloads([downloadRecord(freeVideo)]);
    renderSection();
    const poster = section().querySelector('img')!;
    act(() => void poster.dispatchEvent(new Event('error')));
    expect(section().querySelector('img')).toBeNull();
    expect(within(section()).getByRole('link', { name: freeVideo.title })).toBeInTheDocument();
  });

  it('says how much space the downloads use and how much the browser still offers, once there is one', async () => {
    seedDownloads([downloadRecord(freeVideo)]);
    renderSection();
    expect(await within(section()).findByText('450 MB used · 18 GB available on this device')).toBeInTheDocument();
  });

  it('leaves the space line out where the browser gives no estimate', async () => {
    engine.storageSpace.mockResolvedValue(null);
    seedDownloads([downloadRecord(freeVideo)]);
    renderSection();
    await waitFor(() => expect(engine.storageSpace).toHaveBeenCalled());
    expect(within(section()).queryByText(/available on this device/)).toBeNull();
  });

  it('removes a download from the device, and says so if it could not', async () => {
    seedDownloads([downloadRecord(freeVideo), downloadRecord(premiumVideo)]);
    engine.removeDownload.mockImplementationOnce(async (userId, videoId) =>
      updateDownloads(userId, (current) => ({ ...current, downloads: current.downloads.filter((record) => record.video.id !== videoId) })),
    );
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${freeVideo.title}` }));
    expect(engine.removeDownload).toHaveBeenCalledWith(member.id, freeVideo.id);
    await waitFor(() => expect(within(section()).queryByRole('link', { name: freeVideo.title })).toBeNull());

    engine.removeDownload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: `Remove ${premiumVideo.title}` }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('The download could not be removed. Try again.');
  });

  it('shows a download under way with its progress and Cancel, in place of Remove', async () => {
    seedDownloads([downloadRecord(freeVideo, { state: 'downloading', bytes: 206_000_000, completedAt: null })]);
    engine.cancelDownload.mockResolvedValue();
    renderSection();
    const item = within(section()).getByRole('listitem');
    expect(within(item).getByRole('progressbar', { name: `Downloading ${freeVideo.title}` })).toHaveAttribute('aria-valuenow', '50');
    expect(within(item).getByText('Downloading 50%')).toBeInTheDocument();
    expect(within(item).queryByText(/^Downloaded /)).toBeNull();
    expect(within(item).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: `Cancel the download of ${freeVideo.title}` }));
    expect(engine.cancelDownload).toHaveBeenCalledWith(member.id, freeVideo.id);
  });

  it('tells which premium downloads the rules removed and why, until each is dismissed', async () => {
    seedDownloads(
      [],
      [
        { videoId: 'deep-rest', title: 'Deep Rest Nidra', reason: 'membership-ended', removedAt: '2026-03-10T08:00:00.000Z' },
        { videoId: 'slow-flow', title: 'Slow Flow', reason: 'unchecked', removedAt: '2026-03-10T08:00:00.000Z' },
      ],
    );
    renderSection();
    const notices = within(section()).getAllByRole('listitem');
    expect(within(notices[0]!).getByText('Deep Rest Nidra')).toBeInTheDocument();
    expect(within(notices[0]!).getByText('This download was removed from this device because your Premium membership has ended.')).toBeInTheDocument();
    expect(within(notices[1]!).getByText('Slow Flow')).toBeInTheDocument();
    expect(within(notices[1]!).getByText(/because it could not be checked for 30 days/)).toBeInTheDocument();
    // Nothing left on the device: the empty state, and no space line.
    expect(within(section()).getByText(/^Nothing downloaded yet/)).toBeVisible();
    expect(engine.storageSpace).not.toHaveBeenCalled();

    await userEvent.click(within(notices[1]!).getByRole('button', { name: 'Dismiss the notice about Slow Flow' }));
    await waitFor(() => expect(engine.dismissRemoved).toHaveBeenCalledWith(member.id, 'slow-flow'));
  });
});

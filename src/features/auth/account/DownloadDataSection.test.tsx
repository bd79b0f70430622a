import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { loadDataClient, type DataClient } from '../../../lib/data/dataClient';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { member, renderSection } from '../testing/renderSection';
import { DownloadDataSection } from './DownloadDataSection';

vi.mock('../../../lib/data/dataClient', () => ({ loadDataClient: vi.fn() }));
fakeAuthClientForEachTest();

const progress = [{ user_id: 'u1', video_id: 'evening-calm', position_seconds: 42, duration_seconds: 600, completed: false, updated_at: '2026-11-01T10:00:00Z' }];
const saved = [{ user_id: 'u1', video_id: 'morning-flow', created_at: '2026-11-02T10:00:00Z' }];
let answers: Record<string, Promise<unknown>>;
const from = vi.fn((table: string) => ({ select: () => ({ order: () => answers[table] }) }));
let blobs: Blob[];
let clicked: { download: string; href: string }[];

beforeEach(() => {
  answers = { watch_progress: Promise.resolve({ data: progress, error: null }), saved_videos: Promise.resolve({ data: saved, error: null }) };
  vi.mocked(loadDataClient).mockResolvedValue({ from } as unknown as DataClient);
  blobs = [];
  clicked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(); its FileReader reads one. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('account: download your data', () => {
  it('saves stillwater-data.json with the account and the library rows', async () => {
    renderSection(<DownloadDataSection user={member} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'stillwater-data.json', href: 'blob:export' }]));
    expect(from).toHaveBeenCalledWith('watch_progress');
    expect(from).toHaveBeenCalledWith('saved_videos');
    expect(blobs[0]?.type).toBe('application/json');
    const file = JSON.parse(await readText(blobs[0] as Blob)) as Record<string, unknown>;
    expect(file).toMatchObject({
      account: { email: 'ana@example.com', full_name: 'Ana Lima', created_at: '2026-01-05T10:00:00Z' },
      watch_progress: progress,
      saved_videos: saved,
    });
    expect(typeof file.exported_at).toBe('string');
  });

  it('is pending while the rows load', async () => {
    let answer: (value: unknown) => void = () => {};
    answers.saved_videos = new Promise((resolve) => (answer = resolve));
    renderSection(<DownloadDataSection user={member} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(screen.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
    answer({ data: saved, error: null });
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeEnabled();
  });

  it('a failed read toasts "Download failed" with the message and saves nothing', async () => {
    answers.watch_progress = Promise.resolve({ data: null, error: { message: 'JWT expired' } });
    renderSection(<DownloadDataSection user={member} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Download failed', { description: 'JWT expired', variant: 'error' }));
    expect(clicked).toEqual([]);
  });
});

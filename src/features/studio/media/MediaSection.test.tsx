import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openedVideo, renderVideoPage } from '../testing/renderVideoPage';
import { loadVideo } from '../videoRequests';
import { loadVideoMedia, type VideoMedia } from './mediaRequests';
import { startVideoUpload, type UploadCallbacks } from './tusUpload';
import { callVideoMedia } from './videoMediaFunction';

vi.mock('../../../lib/data/dataClient', () => ({ loadDataClient: () => Promise.resolve({}) }));
vi.mock('../teacherRequests', () => ({ listTeachers: () => Promise.resolve([{ id: 'amara-okafor', name: 'Amara Okafor', published: true }]) }));
vi.mock('../historyRequests', () => ({ loadHistory: () => Promise.resolve([]) }));
vi.mock('../videoRequests', async (original) => ({ ...(await original<typeof import('../videoRequests')>()), loadVideo: vi.fn(), saveVideo: vi.fn() }));
vi.mock('./mediaRequests', () => ({ loadVideoMedia: vi.fn() }));
vi.mock('./videoMediaFunction', () => ({ callVideoMedia: vi.fn() }));
vi.mock('./tusUpload', () => ({ startVideoUpload: vi.fn() }));

const draft = openedVideo({ publishedAt: '' });
const none: VideoMedia = { job: null, playbackUrl: null, posterUrl: null };
const job = (changes: Partial<NonNullable<VideoMedia['job']>>): NonNullable<VideoMedia['job']> => ({ status: 'queued', step: null, error: null, captions: null, ...changes });
const ready: VideoMedia = { job: job({ status: 'ready', captions: ['en'] }), playbackUrl: '/media/new/source.mp4', posterUrl: null };

const mediaSection = async () => screen.findByRole('region', { name: 'Media' });
const upload = { cancel: vi.fn(() => Promise.resolve()), pause: vi.fn(), restart: vi.fn() };

/** Starts an upload through the file input; resolves with the callbacks the page gave the tus boundary. */
async function chooseVideo(resumed = false): Promise<UploadCallbacks> {
  let callbacks: UploadCallbacks | undefined;
  vi.mocked(startVideoUpload).mockImplementation(async (_id, _file, given) => {
    callbacks = given;
    return { objectName: 'videos/morning-stillness/u1/source', resumed, ...upload };
  });
  const file = new File(['x'], 'evening.mp4', { type: 'video/mp4' });
  await userEvent.upload(within(await mediaSection()).getByLabelText('Choose a video file'), file);
  await waitFor(() => expect(callbacks).toBeDefined());
  expect(startVideoUpload).toHaveBeenCalledWith('morning-stillness', file, expect.anything());
  return callbacks!;
}

describe('the Media section of /studio/videos/:id', () => {
  beforeEach(() => {
    vi.mocked(loadVideo).mockReset().mockResolvedValue(draft);
    vi.mocked(loadVideoMedia).mockReset().mockResolvedValue(none);
    vi.mocked(callVideoMedia).mockReset();
    vi.mocked(startVideoUpload).mockReset();
    upload.restart.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uploads a chosen video: "Uploading", the bar and "42% · about 1 min left", then posts process and shows Processing', async () => {
    vi.mocked(callVideoMedia).mockResolvedValue({ ok: true, body: { status: 'queued' } });
    renderVideoPage();
    const section = await mediaSection();
    expect(within(section).getByText('Upload video')).toBeInTheDocument();
    const now = vi.spyOn(Date, 'now').mockReturnValue(0);
    const callbacks = await chooseVideo();
    expect(within(section).getByText('Uploading')).toBeInTheDocument();
    act(() => callbacks.onProgress(0, 100));
    now.mockReturnValue(50_000);
    act(() => callbacks.onProgress(42, 100));
    expect(within(section).getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(section).getByText('42% · about 1 min left')).toBeInTheDocument();
    now.mockRestore();
    vi.mocked(loadVideoMedia).mockResolvedValue({ ...none, job: job({ status: 'processing', step: 'Encoding 720p' }) });
    act(() => callbacks.onSuccess());
    expect(await within(section).findByText('Processing')).toBeInTheDocument();
    expect(callVideoMedia).toHaveBeenCalledWith('morning-stillness', { action: 'process', source: 'videos/morning-stillness/u1/source' });
  });

  it('says "Resuming upload" when the same file continues an earlier upload; Cancel stops it', async () => {
    renderVideoPage();
    await chooseVideo(true);
    const section = await mediaSection();
    expect(await within(section).findByText('Resuming upload')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(upload.cancel).toHaveBeenCalled();
    expect(within(section).getByText('Upload video')).toBeInTheDocument();
  });

  it('a dropped connection waits and goes on once the browser is online; another error offers Try again', async () => {
    renderVideoPage();
    const callbacks = await chooseVideo();
    const section = await mediaSection();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => callbacks.onError(new Error('network')));
    expect(within(section).getByText('Waiting for the connection; the upload continues when it is back.')).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(upload.restart).toHaveBeenCalledTimes(1);
    expect(within(section).getByText('Resuming upload')).toBeInTheDocument();
    act(() => callbacks.onError(new Error('refused')));
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(upload.restart).toHaveBeenCalledTimes(2);
    online.mockRestore();
  });

  it('refuses a file that is not a video, before any upload', async () => {
    renderVideoPage();
    const input = within(await mediaSection()).getByLabelText('Choose a video file');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription('Choose a video file.');
    expect(startVideoUpload).not.toHaveBeenCalled();
  });

  it('shows Processing with the step, asks every 2 s while processing and visible, and stops once Ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(loadVideoMedia).mockResolvedValue({ ...none, job: job({ status: 'processing', step: 'Encoding 720p' }) });
    renderVideoPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const section = screen.getByRole('region', { name: 'Media' });
    expect(within(section).getByText('Encoding 720p')).toBeInTheDocument();
    expect(within(section).getByText('Processing')).toBeInTheDocument();
    expect(within(section).getByText('Replace video')).toBeInTheDocument();
    expect(loadVideoMedia).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(loadVideoMedia).toHaveBeenCalledTimes(1);
    vi.mocked(loadVideoMedia).mockResolvedValue({ ...none, job: job({ status: 'processing', step: 'Encoding 1080p' }) });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(section).getByText('Encoding 1080p')).toBeInTheDocument();

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loadVideoMedia).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    vi.mocked(loadVideoMedia).mockResolvedValue(ready);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(section).getByText('Ready')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loadVideoMedia).toHaveBeenCalledTimes(3);
    visibility.mockRestore();
  });

  it('a failed job shows "Failed: {reason}"; Retry posts retry and shows Processing', async () => {
    vi.mocked(loadVideoMedia).mockResolvedValue({ ...none, job: job({ status: 'failed', error: 'The file has no video stream.' }) });
    vi.mocked(callVideoMedia).mockResolvedValue({ ok: true, body: { status: 'queued' } });
    renderVideoPage();
    const section = await mediaSection();
    expect(await within(section).findByText('Failed: The file has no video stream.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(callVideoMedia).toHaveBeenCalledWith('morning-stillness', { action: 'retry' });
    expect(await within(section).findByText('Processing')).toBeInTheDocument();
    expect(within(section).getByText('Waiting to start')).toBeInTheDocument();
  });

  it('Ready: "Use this frame as poster" posts the preview’s time and shows the poster answered', async () => {
    vi.mocked(loadVideoMedia).mockResolvedValue(ready);
    vi.mocked(callVideoMedia).mockResolvedValue({ ok: true, body: { posterUrl: '/uploads/posters/new.jpg' } });
    renderVideoPage();
    const section = await mediaSection();
    expect(within(section).getByText('No poster yet')).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('button', { name: 'Use this frame as poster' }));
    expect(callVideoMedia).toHaveBeenCalledWith('morning-stillness', { action: 'poster', at: 0 });
    expect(await within(section).findByRole('img', { name: 'The video’s poster' })).toHaveAttribute('src', '/uploads/posters/new.jpg');
  });

  it('captions: one row per language, "Captions added" where present, and the server’s message when a file is refused', async () => {
    vi.mocked(loadVideoMedia).mockResolvedValue(ready);
    const wrongLine = 'Line 4: the cue’s end time comes before its start';
    vi.mocked(callVideoMedia).mockResolvedValueOnce({ ok: false, error: 'invalid_captions', message: wrongLine }).mockResolvedValueOnce({ ok: true, body: { language: 'de' } });
    renderVideoPage();
    const section = await mediaSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^EnglishCaptions added/),
      expect.stringMatching(/^EspañolNo captions/),
      expect.stringMatching(/^FrançaisNo captions/),
      expect.stringMatching(/^DeutschNo captions/),
    ]);
    const text = 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nHello';
    // jsdom's File has no text(); the browser's does.
    const vtt = Object.assign(new File([text], 'fr.vtt', { type: 'text/vtt' }), { text: () => Promise.resolve(text) });
    const french = within(section).getByLabelText('Upload captions (Français)');
    await userEvent.upload(french, vtt);
    expect(await within(section).findByText(wrongLine)).toBeInTheDocument();
    expect(french).toHaveAccessibleDescription(wrongLine);
    expect(callVideoMedia).toHaveBeenCalledWith('morning-stillness', { action: 'captions', language: 'fr', vtt: text });
    await userEvent.upload(within(section).getByLabelText('Upload captions (Deutsch)'), vtt);
    await waitFor(() => expect(rows[3]).toHaveTextContent('Captions added'));
  });

  describe('publishing', () => {
    const publish = () => screen.findByRole('button', { name: 'Publish' });
    const rule = 'A video needs its media, an English title, a teacher and a poster before it is published';

    it('a new draft without media: Publish is disabled, with the reason', async () => {
      renderVideoPage();
      await waitFor(async () => expect(await publish()).toBeDisabled());
      expect(await publish()).toHaveAccessibleDescription(rule);
    });

    it.each([
      ['media Ready without a poster', { ...ready }, {}],
      ['no teacher', { ...ready, posterUrl: '/p.jpg' }, { teacherId: '' }],
      ['no media', { ...none, posterUrl: '/p.jpg' }, {}],
      ['media still processing', { ...none, job: job({ status: 'processing' }), posterUrl: '/p.jpg' }, {}],
    ])('%s: disabled', async (_case, media, values) => {
      vi.mocked(loadVideoMedia).mockResolvedValue(media);
      vi.mocked(loadVideo).mockResolvedValue(openedVideo({ publishedAt: '', ...values }));
      renderVideoPage();
      await screen.findByText(rule);
      expect(await publish()).toBeDisabled();
    });

    it('Ready with a poster, a teacher and an English title: enabled; so is a sample video with a playback_url and no job', async () => {
      vi.mocked(loadVideoMedia).mockResolvedValue({ ...ready, posterUrl: '/p.jpg' });
      renderVideoPage();
      await waitFor(async () => expect(await publish()).toBeEnabled());
      expect(screen.queryByText(rule)).not.toBeInTheDocument();
    });

    it('the English title emptied in the form disables it again', async () => {
      vi.mocked(loadVideoMedia).mockResolvedValue({ job: null, playbackUrl: '/media/a.mp4', posterUrl: '/p.jpg' });
      renderVideoPage();
      await waitFor(async () => expect(await publish()).toBeEnabled());
      await userEvent.clear(within(screen.getByRole('group', { name: 'English' })).getByLabelText('Title'));
      expect(await publish()).toBeDisabled();
    });
  });
});

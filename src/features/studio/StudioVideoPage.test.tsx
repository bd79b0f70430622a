import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveFailed } from './studioErrors';
import { openedVideo as opened, renderVideoPage as renderPage } from './testing/renderVideoPage';
import type { VideoValues } from './validation';
import { loadVideo, saveVideo } from './videoRequests';

vi.mock('../../lib/data/dataClient', () => ({ loadDataClient: () => Promise.resolve({}) }));
vi.mock('./teacherRequests', () => ({ listTeachers: () => Promise.resolve([{ id: 'amara-okafor', name: 'Amara Okafor', published: true }]) }));
vi.mock('./historyRequests', () => ({ loadHistory: () => Promise.resolve([]) }));
vi.mock('./media/mediaRequests', () => ({
  loadVideoMedia: () => Promise.resolve({ job: null, playbackUrl: '/media/morning-stillness.mp4', posterUrl: '/media/morning-stillness.jpg' }),
}));
vi.mock('./videoRequests', async (original) => ({ ...(await original<typeof import('./videoRequests')>()), loadVideo: vi.fn(), saveVideo: vi.fn() }));

const frenchTitle = async () => within(await screen.findByRole('group', { name: 'Français' })).getByLabelText('Title');

describe('/studio/videos/:id', () => {
  beforeEach(() => {
    vi.mocked(loadVideo).mockReset().mockResolvedValue(opened());
    vi.mocked(saveVideo).mockReset();
  });

  it('saves every language with the version it opened, and says "Saved"', async () => {
    vi.mocked(saveVideo).mockResolvedValue('2026-01-02T00:00:00.000001+00:00');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    const field = await frenchTitle();
    await userEvent.clear(field);
    await userEvent.type(field, 'Lumière du matin');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [, version, values] = vi.mocked(saveVideo).mock.calls[0]!;
    expect(version).toEqual({ id: 'morning-stillness', updatedAt: '2026-01-01T00:00:00.000001+00:00' });
    expect((values as VideoValues).title).toEqual({ en: 'Morning Stillness', es: '', fr: 'Lumière du matin', de: '' });
  });

  it('a save someone else overtook: "This item changed since you opened it", the typing kept, Reload brings the newest version', async () => {
    vi.mocked(saveVideo).mockRejectedValue(new SaveFailed({ kind: 'conflict' }));
    renderPage();
    const field = await frenchTitle();
    await userEvent.clear(field);
    await userEvent.type(field, 'Mon titre');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This item changed since you opened it');
    expect(field).toHaveValue('Mon titre');
    vi.mocked(loadVideo).mockResolvedValue(opened({ title: { en: 'Morning Stillness, revised', es: '', fr: 'Immobilité du matin', de: '' } }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await frenchTitle()).toHaveValue('Immobilité du matin');
    expect(screen.getByRole('heading', { level: 2, name: 'Morning Stillness, revised' })).toBeInTheDocument();
  });

  it('checks the English title before sending, and shows a field the database refused beside it', async () => {
    renderPage();
    const english = within(await screen.findByRole('group', { name: 'English' })).getByLabelText('Title');
    await userEvent.clear(english);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(english).toHaveAccessibleDescription('Fill in this field.');
    expect(saveVideo).not.toHaveBeenCalled();

    vi.mocked(saveVideo).mockRejectedValue(new SaveFailed({ kind: 'field', field: 'teacher_id', rule: 'unknown' }));
    await userEvent.type(english, 'Morning');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Teacher')).toHaveAccessibleDescription('Choose one from the list.');
    expect(english).not.toHaveAccessibleDescription('Fill in this field.');
  });

  it('Unpublish saves the video as a draft', async () => {
    vi.mocked(saveVideo).mockResolvedValue('2026-01-02T00:00:00.000001+00:00');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(saveVideo).toHaveBeenCalled());
    expect((vi.mocked(saveVideo).mock.calls[0]![2] as VideoValues).publishedAt).toBe('');
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});

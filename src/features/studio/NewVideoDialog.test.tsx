import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import './messages';
import { NewVideoDialog } from './NewVideoDialog';
import { SaveFailed } from './studioErrors';
import { createVideo } from './videoRequests';

vi.mock('../../lib/data/dataClient', () => ({ loadDataClient: () => Promise.resolve({}) }));
vi.mock('./videoRequests', () => ({ createVideo: vi.fn() }));

function Opened() {
  return <p>Opened {useParams().id}</p>;
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/studio']}>
      <Routes>
        <Route path="/studio" element={<NewVideoDialog />} />
        <Route path="/studio/videos/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('New video', () => {
  beforeEach(() => {
    vi.mocked(createVideo).mockReset();
  });

  it('asks the English title, creates the draft and opens its page', async () => {
    vi.mocked(createVideo).mockResolvedValue('evening-quiet-2');
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'New video' }));
    const dialog = screen.getByRole('dialog', { name: 'New video' });
    await userEvent.type(screen.getByLabelText('Title (English)'), 'Evening Quiet');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Opened evening-quiet-2')).toBeInTheDocument();
    expect(vi.mocked(createVideo).mock.calls[0]![1]).toBe('Evening Quiet');
    expect(dialog).not.toBeInTheDocument();
  });

  it('an empty title is refused before sending; a refusal from the database shows beside the field', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'New video' }));
    const field = screen.getByLabelText('Title (English)');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(field).toHaveAccessibleDescription('Fill in this field.');
    expect(createVideo).not.toHaveBeenCalled();
    vi.mocked(createVideo).mockRejectedValue(new SaveFailed({ kind: 'failed', message: 'permission denied' }));
    await userEvent.type(field, 'Evening');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The video could not be created. Try again.')).toBeInTheDocument();
  });
});

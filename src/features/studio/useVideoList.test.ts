import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listTeachers } from './teacherRequests';
import { useVideoList } from './useVideoList';
import { listVideos } from './videoRequests';

vi.mock('../../lib/data/dataClient', () => ({ loadDataClient: () => Promise.resolve({}) }));
vi.mock('./teacherRequests', () => ({ listTeachers: vi.fn() }));
vi.mock('./videoRequests', () => ({ listVideos: vi.fn() }));

const row = { id: 'evening-quiet', title: 'Evening Quiet', teacher_id: 'amara-okafor', category: null, is_premium: false, published_at: null };

describe('useVideoList', () => {
  beforeEach(() => {
    vi.mocked(listTeachers).mockReset().mockResolvedValue([{ id: 'amara-okafor', name: 'Amara Okafor', published: true }]);
    vi.mocked(listVideos).mockReset().mockResolvedValue({ rows: [row], total: 1 });
  });

  it('reads the teachers and the first page once, and shows them together (decision 2670)', async () => {
    const { result } = renderHook(() => useVideoList());
    await waitFor(() => expect(result.current.result?.rows).toEqual([row]));
    expect(result.current.teacherNames.get('amara-okafor')).toBe('Amara Okafor');
    // Whatever arrives first, the teachers' arrival asks for no page again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listTeachers).toHaveBeenCalledTimes(1);
    expect(listVideos).toHaveBeenCalledTimes(1);
  });

  it('a search asks for the videos of the teachers whose name matches, without reading the teachers again', async () => {
    const { result } = renderHook(() => useVideoList());
    await waitFor(() => expect(result.current.result).toBeDefined());
    act(() => result.current.setSearch('amara'));
    await waitFor(() => expect(listVideos).toHaveBeenLastCalledWith({}, expect.objectContaining({ search: 'amara', teacherIds: ['amara-okafor'] })));
    expect(listTeachers).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import { sortVideos } from './sortVideos';

const videos = ['a', 'b', 'c', 'd', 'e'].map((id) => makeVideo({ id }));
const ids = (list: { id: string }[]) => list.map((video) => video.id);

describe('sortVideos (docs/product.md#catalog: the sort)', () => {
  it('Newest keeps the list order', () => {
    expect(ids(sortVideos(videos, 'newest'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('Popular is a shuffle driven by the random source, keeping every video once', () => {
    // random() = 0 always swaps with the first element: a,b,c,d,e → b,c,d,e,a
    expect(ids(sortVideos(videos, 'popular', () => 0))).toEqual(['b', 'c', 'd', 'e', 'a']);
    const shuffled = sortVideos(videos, 'popular');
    expect(ids(shuffled).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('never changes the list it was given', () => {
    sortVideos(videos, 'popular', () => 0);
    expect(ids(videos)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import { sampleVideos } from '../../content/videos';
import { filterVideosByCategory } from './categoryFilter';

describe('filterVideosByCategory (docs/product.md#catalog)', () => {
  it('all shows all ten sample videos, in list order', () => {
    expect(sampleVideos).toHaveLength(10);
    expect(filterVideosByCategory(sampleVideos, 'all')).toEqual(sampleVideos);
  });

  it('free shows exactly those that are not premium', () => {
    const free = filterVideosByCategory(sampleVideos, 'free');
    expect(free.length).toBeGreaterThan(0);
    expect(free).toEqual(sampleVideos.filter((video) => !video.isPremium));
    expect(free.every((video) => !video.isPremium)).toBe(true);
  });

  it('any other value filters by the category field', () => {
    const yoga = makeVideo({ id: 'y', category: 'yoga' });
    const meditation = makeVideo({ id: 'm', category: 'meditation' });
    const none = makeVideo({ id: 'n', category: undefined });
    expect(filterVideosByCategory([yoga, meditation, none], 'yoga')).toEqual([yoga]);
    expect(filterVideosByCategory([yoga, meditation, none], 'meditation')).toEqual([meditation]);
  });

  it.each(['breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance', 'anything'])(
    '%s shows no items',
    (category) => {
      expect(filterVideosByCategory(sampleVideos, category)).toEqual([]);
    },
  );
});

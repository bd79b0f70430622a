import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import { relatedVideos } from './relatedVideos';

const current = makeVideo({ id: 'current', instructor: 'Amara Okafor', category: 'meditation' });
const library = [
  current,
  makeVideo({ id: 'other-yoga', instructor: 'Lucia Ferrante', category: 'yoga' }),
  makeVideo({ id: 'same-category', instructor: 'Kenji Takamura', category: 'meditation' }),
  makeVideo({ id: 'same-teacher', instructor: 'Amara Okafor', category: 'yoga' }),
  makeVideo({ id: 'no-url', instructor: 'Amara Okafor', videoUrl: '' }),
];

describe('relatedVideos', () => {
  it('offers same-teacher videos first, then same-category, then the rest, never itself or unplayable ones', () => {
    expect(relatedVideos(current, library).map((v) => v.id)).toEqual(['same-teacher', 'same-category', 'other-yoga']);
  });
  it('stops at the limit', () => {
    expect(relatedVideos(current, library, 1).map((v) => v.id)).toEqual(['same-teacher']);
  });
});

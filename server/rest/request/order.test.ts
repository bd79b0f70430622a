import { describe, expect, it } from 'vitest';
import { parseOrder } from './order.ts';

describe('order=', () => {
  it('reads several terms with direction and nulls placement', () => {
    expect(parseOrder('updated_at.desc.nullslast,video_id,n.nullsfirst')).toEqual([
      { column: 'updated_at', direction: 'desc', nulls: 'last' },
      { column: 'video_id' },
      { column: 'n', nulls: 'first' },
    ]);
  });

  it('refuses anything else with PostgREST errors', () => {
    expect(() => parseOrder('a.ac')).toThrow(expect.objectContaining({ code: 'PGRST100', message: '"failed to parse order (a.ac)" (line 1, column 3)' }));
    expect(() => parseOrder('a.desc;drop')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseOrder('users(name)')).toThrow(expect.objectContaining({ code: 'PGRST108' }));
    expect(() => parseOrder('')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

import { describe, expect, it } from 'vitest';
import { catalogFixture } from './fixture.ts';
import { chunkedInserts, fixtureInserts, multiRowInsert } from './insertFixture.ts';

const fixture = catalogFixture({ videos: 30, teachers: 3, now: new Date('2026-11-26T12:00:00Z'), vocabulary: { en: ['calm'], es: ['calma'], fr: ['calme'], de: ['ruhe'] } });

describe('multiRowInsert', () => {
  it('binds every value, one tuple per row', () => {
    expect(multiRowInsert('public.t', ['a', 'b'], [[1, 'x'], [2, null]])).toEqual({
      text: 'insert into public.t (a, b) values ($1, $2), ($3, $4)',
      values: [1, 'x', 2, null],
    });
  });

  it('refuses a row of the wrong width', () => {
    expect(() => multiRowInsert('public.t', ['a', 'b'], [[1]])).toThrow(/1 values for 2 columns/);
  });

  it('splits long lists into statements of 500 rows, teachers before the videos that name them', () => {
    expect(chunkedInserts('public.t', ['a'], Array.from({ length: 1201 }, (_, i) => [i])).map((s) => s.values.length)).toEqual([500, 500, 201]);
    const tables = fixtureInserts(fixture).map((s) => /insert into (\S+)/.exec(s.text)?.[1]);
    expect(tables.indexOf('public.teachers')).toBeLessThan(tables.indexOf('public.videos'));
    expect(tables.lastIndexOf('public.videos')).toBeLessThan(tables.indexOf('public.video_translations'));
  });
});

import { describe, expect, it } from 'vitest';
import { staticExportOptions } from './options.ts';

const ENV = { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon', SITE_URL: 'https://meditate.example' };

describe('staticExportOptions', () => {
  it('reads the project and the site from the environment, into dist/ by default', () => {
    expect(staticExportOptions([], ENV)).toEqual({ distDir: 'dist', supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon', siteUrl: 'https://meditate.example' });
  });

  it('takes the command line over the environment', () => {
    const options = staticExportOptions(['--supabase-url=http://127.0.0.1:54321', '--anon-key=other', '--site-url=https://other.example', '--dist=out'], ENV);
    expect(options).toEqual({ distDir: 'out', supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'other', siteUrl: 'https://other.example' });
  });

  it('names every setting missing', () => {
    expect(() => staticExportOptions([], { SITE_URL: 'https://meditate.example', VITE_SUPABASE_ANON_KEY: ' ' })).toThrow(/^missing VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY\nusage:/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => staticExportOptions([], { ...ENV, SITE_URL: 'meditate.example' })).toThrow(/SITE_URL is not a URL/);
    expect(() => staticExportOptions([], { ...ENV, VITE_SUPABASE_URL: 'ftp://abc.supabase.co' })).toThrow(/VITE_SUPABASE_URL is not an http\(s\) URL/);
  });

  it('refuses an option it does not know', () => {
    expect(() => staticExportOptions(['--url=x'], ENV)).toThrow(/--url/);
  });
});

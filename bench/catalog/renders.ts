import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { BuiltServer } from './builtServer.ts';
import { editTitle } from './editTitle.ts';
import { getPage, pollUntil } from './pageRequest.ts';
import { summarise, type Summary } from './stats.ts';

/**
 * A kind of page and how each sample of it misses the cache (decision 2551): a page with addresses enough is asked
 * at a new one every time (`address(i)`), the rest of the cache left as it is; a page with one address per
 * language (the home page, a list's first page, search, the sitemap) is asked right after an edit (`touch`).
 */
export interface PageKind {
  label: string;
  address: (sample: number) => string;
  touch?: boolean;
  /** The status the page must answer with. */
  status: 200 | 404;
}

export interface RenderFigures {
  label: string;
  how: 'new address' | 'after an edit';
  uncached: Summary;
  /** The same address asked again right after: from the cache. */
  cached: Summary;
  /** The largest page's bytes on the wire (brotli at the quick level the rendering request gets). */
  wireBytes: number;
}

/** The video the bench edits to drop the cache: it is on its own page, on /videos/all and on its path's first page. */
export interface TouchTarget {
  id: string;
  title: string;
}

/**
 * Edits the target's title and waits until its page shows it: the server has then dropped every page it kept (the
 * notification reached it), and the page asked next is rendered afresh.
 */
async function dropCache(server: BuiltServer, target: TouchTarget, round: number): Promise<void> {
  const title = `${target.title} ${round}x`;
  await editTitle(server, target.id, title);
  await pollUntil(`${server.url}/video/${target.id}`, (text) => text.includes(title));
}

export async function measureRenders(server: BuiltServer, kinds: PageKind[], samples: number, target: TouchTarget): Promise<RenderFigures[]> {
  const figures: RenderFigures[] = [];
  let round = 0;
  for (const kind of kinds) {
    const uncached: number[] = [];
    const cached: number[] = [];
    let wireBytes = 0;
    for (let i = 0; i < samples; i++) {
      const locale = LOCALES[i % LOCALES.length] as Locale;
      if (kind.touch) await dropCache(server, target, ++round);
      const url = `${server.url}${kind.address(i)}`;
      const first = await getPage(url, locale);
      if (first.status !== kind.status) throw new Error(`${url} (${locale}) answered ${first.status}, not ${kind.status}`);
      uncached.push(first.ms);
      wireBytes = Math.max(wireBytes, first.wireBytes);
      cached.push((await getPage(url, locale)).ms);
    }
    figures.push({ label: kind.label, how: kind.touch ? 'after an edit' : 'new address', uncached: summarise(uncached), cached: summarise(cached), wireBytes });
  }
  return figures;
}

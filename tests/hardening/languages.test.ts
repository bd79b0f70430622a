import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** A prerendered document as the build writes it: the language in <html lang>, the page in #root. */
const page = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><head><script id="app-config" type="application/json">{}</script></head><body><div id="root" data-prerendered="/"><h1>${heading}</h1></div></body></html>`;

/** The server's answer to a page request with the given Cookie header (no compression, to read the body). */
async function getPage(server: ServerProcess, pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
  return { status: response.status, vary: response.headers.get('vary') ?? '', html: await response.text() };
}

describe('pages in the remembered language (the lang cookie; decision 1321)', () => {
  let site: Site;
  let server: ServerProcess;
  beforeAll(async () => {
    site = makeSite();
    writeFileSync(
      path.join(site.distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><script id="app-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(site.distDir, 'prerendered.json'),
      JSON.stringify({
        '/': page('en', 'A Temple Without Walls'),
        'es:/': page('es', 'Un templo sin muros'),
        'fr:/': page('fr', 'Un temple sans murs'),
        'de:/': page('de', 'Ein Tempel ohne Mauern'),
      }),
    );
    server = await startProcess({ site, dataDir: await pgliteDataDir(site) });
  }, 90_000);
  afterAll(async () => {
    await server?.kill();
    site?.cleanup();
  });

  it('serves the English page to a first visit', async () => {
    const { status, html } = await getPage(server, '/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('A Temple Without Walls');
  });

  it('serves the Spanish prerendered page to a visitor whose cookie says lang=es, and varies on Cookie', async () => {
    const { status, vary, html } = await getPage(server, '/', 'lang=es');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Un templo sin muros');
    expect(html).not.toContain('A Temple Without Walls');
    expect(vary.toLowerCase()).toContain('cookie');
  });

  it('finds the lang cookie among others', async () => {
    const { html } = await getPage(server, '/', 'theme=dark; lang=de; other=1');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Ein Tempel ohne Mauern');
  });

  it.each(['lang=xx', 'lang=', 'lang=ES', 'lang=es-ES', 'lang=%3Cscript%3E', 'lang="es"', 'lang', ';;==;', `lang=${'e'.repeat(4000)}`])(
    'falls back to English for a cookie it does not know (%s), never an error',
    async (cookie) => {
      const { status, html } = await getPage(server, '/', cookie);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('A Temple Without Walls');
    },
  );

  it('announces the remembered language on a page that is not prerendered (the app shell)', async () => {
    const shell = await getPage(server, '/login', 'lang=fr');
    expect(shell.status).toBe(200);
    expect(shell.html).toContain('<html lang="fr">');
    const missing = await getPage(server, '/no-such-page', 'lang=fr');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="fr">');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installFakeRenderer } from '../support/fakeRenderer.ts';
import { makeSite, pgliteDataDir, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';

/** The title the stand-in renderer gives a page in a language: the page was rendered in it. */
const renderedIn = (lang: string) => `<title>Stillwater ${lang}</title>`;

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
    installFakeRenderer(site.distDir);
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
    expect(html).toContain(renderedIn('en'));
  });

  it('serves the page rendered in Spanish to a visitor whose cookie says lang=es, and varies on Cookie', async () => {
    const { status, vary, html } = await getPage(server, '/', 'lang=es');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(renderedIn('es'));
    expect(vary.toLowerCase()).toContain('cookie');
  });

  it('finds the lang cookie among others', async () => {
    const { html } = await getPage(server, '/', 'theme=dark; lang=de; other=1');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(renderedIn('de'));
  });

  it.each(['lang=xx', 'lang=', 'lang=ES', 'lang=es-ES', 'lang=%3Cscript%3E', 'lang="es"', 'lang', ';;==;', `lang=${'e'.repeat(4000)}`])(
    'falls back to English for a cookie it does not know (%s), never an error',
    async (cookie) => {
      const { status, html } = await getPage(server, '/', cookie);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(renderedIn('en'));
    },
  );

  it('renders every page in the remembered language, the 404 page too', async () => {
    const login = await getPage(server, '/login', 'lang=fr');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<html lang="fr">');
    expect(login.html).toContain(renderedIn('fr'));
    const missing = await getPage(server, '/no-such-page', 'lang=fr');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="fr">');
  });
});

import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Locale } from '../../shared/locales';
import { startInLocale, translate } from '../lib/i18n/i18n';
import { pageMeta } from '../lib/usePageMeta';
import { AppFrame } from './App';
import { AppRoutes } from './AppRoutes';

export { prerenderPaths } from './prerenderPaths';
export { pageModuleFor } from './routeTable';
export { LOCALES } from '../../shared/locales';

/**
 * Build-time rendering of the prerendered pages (scripts/prerender.ts): the same tree as <App/>, with a
 * StaticRouter in place of the BrowserRouter (neither renders DOM, so main.tsx can hydrate the result).
 */
/** The document's default title and description in a language (pages set their own once the app runs). */
export async function documentMeta(locale: Locale): Promise<{ title: string; description: string }> {
  await startInLocale(locale);
  return pageMeta(translate);
}

const PASSWORD_FORM_WITHOUT_POST = /<form(?![^>]*\smethod="post")[^>]*>(?:(?!<\/form>)[\s\S])*type="password"/;

export async function render(url: string, locale: Locale): Promise<string> {
  await startInLocale(locale);
  const tree = () => (
    <AppFrame>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  );
  // The first pass loads the page's lazy chunk; the second renders with nothing left to suspend and no
  // boundary outlined for progressive reveal, so the HTML needs no inline <script> (the CSP allows none).
  await prerender(tree());
  const { prelude } = await prerender(tree(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`prerender: ${url} still suspends (it would need an inline script)`);
  // Submitted before the app starts, such a form would put the password in the address bar (decision 1413).
  if (PASSWORD_FORM_WITHOUT_POST.test(html)) throw new Error(`prerender: ${url} has a form with a password field and no method="post"`);
  return html;
}

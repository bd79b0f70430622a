import { exportStaticSite } from './staticExport/exportSite.ts';
import { staticExportOptions } from './staticExport/options.ts';

/*
 * `npm run build:static`: after `npm run build` with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, renders every
 * public page from the hosted project's data API into dist/ for a static host (docs/hosted-supabase.md).
 */
try {
  const options = staticExportOptions(process.argv.slice(2), process.env);
  const started = Date.now();
  const { files } = await exportStaticSite(options);
  console.log(`static build: ${files.length} pages from ${options.supabaseUrl} into ${options.distDir} in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`static build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

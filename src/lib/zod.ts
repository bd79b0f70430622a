import { z } from 'zod';

// Without it, zod probes `new Function` as the first object schema is built (to compile faster parsers). The CSP
// refuses eval, and Chrome reports even a caught refusal as a page issue (decision 1412). Set before any schema.
z.config({ jitless: true });

/** zod, configured for the site: every schema is built from this import. */
export { z };

/** Where the auth API lives and which key to send, read once at start-up. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Stripe is configured on the server: plans can be bought and billing managed (docs/premium.md). */
  payments: boolean;
}

/**
 * Build-time `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY` win (a hosted Supabase project);
 * otherwise the values the server injected into index.html's `#app-config` data block. `payments` is the
 * server's alone: true only when the block says so.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  let injected: Partial<RuntimeConfig> = {};
  try {
    injected = JSON.parse(doc.getElementById('app-config')?.textContent || '{}') as Partial<RuntimeConfig>;
  } catch (error) {
    console.error('Runtime config is not valid JSON', error);
  }
  return {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || injected.supabaseUrl || window.location.origin,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || injected.supabaseAnonKey || '',
    payments: injected.payments === true,
  };
}

import './nodeVersion.ts'; // first: before any module that needs a newer Node
import { createServer } from 'vite';
import { API_PATHS } from './apiPaths.ts';
import { buildApp } from './app.ts';
import { createApiKeys } from './auth/crypto/apiKeys.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { loadDatabase } from './db/open.ts';

/** `npm run dev`: the API on an internal port, Vite (hot reload) on PORT proxying to it. */
const config = loadConfig();
const apiPort = config.port + 1;
const db = await loadDatabase(config.database);
await migrate(db);
const keys = await createApiKeys(config.jwt.secret);
const api = await buildApp({ config, db, keys, serveApp: false });
await api.listen({ port: apiPort, host: '127.0.0.1' });

const target = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  server: {
    port: config.port,
    host: config.host,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((prefix) => [prefix, target])),
  },
  define: { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(config.appAnonKey ?? keys.anon) },
});
await vite.listen();
vite.printUrls();
console.log(`  API on ${target}, database: ${db.description}`);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../shared/site.ts';
import type { Database } from '../db/database.ts';
import { escapeHtml } from './layout.ts';

interface OutboxRow {
  id: string;
  to_addresses: string[];
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Only a client on this machine may read the outbox: the socket peer is loopback and the request
 * did not come through a proxy (a forwarded request carries X-Forwarded-For).
 */
function isLoopbackRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && request.headers['x-forwarded-for'] === undefined;
}

function refuse(reply: FastifyReply) {
  return reply.code(403).type('text/plain; charset=utf-8').send('The mail outbox is only available from this machine.');
}

const LIMIT = 200;

async function latest(db: Database): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    'select id, to_addresses, subject, text_body, html_body, created_at from public.mail_outbox order by created_at desc, id limit $1',
    [LIMIT],
  );
  return rows;
}

function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

function page(rows: OutboxRow[]): string {
  const items = rows
    .map((row) => {
      const links = linksIn(row.text_body)
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('');
      const code = /code: (\d{6,10})/.exec(row.text_body)?.[1];
      return `<article>
<header><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.to_addresses.join(', '))} · <time datetime="${row.created_at.toISOString()}">${escapeHtml(
        row.created_at.toISOString().replace('T', ' ').slice(0, 19),
      )} UTC</time></p></header>
${links ? `<ul class="links">${links}</ul>` : ''}
${code ? `<p class="code">Code <strong>${escapeHtml(code)}</strong></p>` : ''}
<details><summary>Text</summary><pre>${escapeHtml(row.text_body)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · ${escapeHtml(site.name)}</title>
<style>
body{margin:0;background:#f1e8da;color:#2a221d;font:16px/1.5 Inter,system-ui,sans-serif}
main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{font-family:Fraunces,Georgia,serif;font-weight:500;margin:0 0 4px}
.lead{color:#5b4e45;margin:0 0 24px}
article{background:#faf6ef;border-radius:16px;padding:20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(43,38,34,.08)}
h2{font-size:18px;margin:0}
.meta{color:#5b4e45;font-size:14px;margin:4px 0 12px}
.links{padding-left:18px;margin:0 0 12px}
.code{margin:0 0 12px}.code strong{letter-spacing:.2em}
a{color:#8f4a27;word-break:break-all}
pre{white-space:pre-wrap;font-size:13px;background:#f1e8da;padding:12px;border-radius:10px}
</style></head>
<body><main>
<h1>Mail outbox</h1>
<p class="lead">${rows.length ? `${rows.length} message${rows.length === 1 ? '' : 's'}, newest first.` : 'No mail yet.'} Mail goes here because SMTP_URL is not set. JSON: <a href="/_mail/messages">/_mail/messages</a></p>
${items}
</main></body></html>`;
}

/** GET /_mail (a page) and GET /_mail/messages (JSON, newest first), for loopback clients only. */
export async function outboxRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get('/_mail', async (request, reply) => {
    if (!isLoopbackRequest(request)) return refuse(reply);
    const rows = await latest(options.db);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(rows));
  });
  app.get('/_mail/messages', async (request, reply) => {
    if (!isLoopbackRequest(request)) return refuse(reply);
    const rows = await latest(options.db);
    return reply.header('cache-control', 'no-store').send(
      rows.map((row) => ({
        id: row.id,
        to: row.to_addresses,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        created_at: row.created_at.toISOString(),
      })),
    );
  });
}

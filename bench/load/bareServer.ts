import { spawn } from 'node:child_process';

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A fixed answer the bare server gives for one path: these headers (content-length added) and these bytes. */
export interface FixedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The reference point: a bare Node http server in its own process. By default it answers a fixed JSON
 * body; with `answers`, each path gets its own bytes and headers from memory (what our static server
 * sends, for the static rows). With `workMicros`, it first spins that long on every request: a
 * calibration of what any server whose requests cost that much CPU can reach against the same load
 * generator.
 */
export async function startBareServer({ workMicros = 0, answers }: { workMicros?: number; answers?: Record<string, FixedAnswer> } = {}): Promise<BareServer> {
  const source = `
    const http = require('node:http');
    const json = JSON.stringify({ status: 'ok', service: 'bare', time: 0 });
    const fallback = { headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }, body: json };
    const answers = new Map();
    const work = ${Number(workMicros)} * 1000;
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => {
      for (const [path, { headers, body }] of Object.entries(JSON.parse(input || '{}'))) {
        const bytes = Buffer.from(body, 'base64');
        answers.set(path, { headers: { ...headers, 'content-length': bytes.length }, body: bytes });
      }
      const server = http.createServer((req, res) => {
        if (work > 0) for (const start = process.hrtime.bigint(); Number(process.hrtime.bigint() - start) < work; );
        const answer = answers.get(req.url) ?? fallback;
        res.writeHead(200, answer.headers);
        res.end(answer.body);
      });
      server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
    });
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['pipe', 'pipe', 'inherit'] });
  const wire = Object.fromEntries(Object.entries(answers ?? {}).map(([path, { headers, body }]) => [path, { headers, body: body.toString('base64') }]));
  child.stdin.end(JSON.stringify(wire));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error('bare server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

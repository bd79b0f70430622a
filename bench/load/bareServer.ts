import { spawn } from 'node:child_process';

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The reference point: a bare Node http server answering a fixed JSON body, in its own process.
 * With `workMicros`, it first spins that long on every request: a calibration of what any server
 * whose requests cost that much CPU can reach against the same load generator.
 */
export async function startBareServer(workMicros = 0): Promise<BareServer> {
  const source = `
    const http = require('node:http');
    const body = JSON.stringify({ status: 'ok', service: 'bare', time: 0 });
    const work = ${Number(workMicros)} * 1000;
    const server = http.createServer((_req, res) => {
      if (work > 0) for (const start = process.hrtime.bigint(); Number(process.hrtime.bigint() - start) < work; );
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
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

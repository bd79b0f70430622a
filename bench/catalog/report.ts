import type { Measurement } from '../load/measure.ts';
import type { BrowserSearch, DocumentsTransfer } from './browserSearch.ts';
import type { RenderFigures } from './renders.ts';
import type { IndexFigures } from './searchInPage.ts';
import { summarise } from './stats.ts';
import type { ThroughputPair } from './throughput.ts';

const ms = (value: number) => value.toFixed(1).padStart(8);
const count = (value: number) => value.toFixed(0).padStart(9);
const cpu = (row: Measurement) => row.cpu?.server.toFixed(0) ?? '-';

export function printRenders(backend: string, figures: RenderFigures[]): void {
  console.log(`\nUncached render, ${backend}: ms from request to last byte, brotli, the lang cookie cycling en/es/fr/de`);
  console.log(`${'page'.padEnd(30)}${'miss by'.padEnd(15)}${'n'.padStart(4)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}${'cached p50'.padStart(12)}${'wire B'.padStart(9)}`);
  for (const f of figures) {
    console.log(`${f.label.padEnd(30)}${f.how.padEnd(15)}${String(f.uncached.n).padStart(4)}${ms(f.uncached.p50)}${ms(f.uncached.p95)}${ms(f.uncached.max)}${ms(f.cached.p50).padStart(12)}${count(f.wireBytes)}`);
  }
}

export function printThroughput(backend: string, pairs: ThroughputPair[]): void {
  console.log(`\nCached page throughput, ${backend}: in turns with a bare Node server sending the same brotli bytes`);
  for (const { path, ours, bare, brotliBytes } of pairs) {
    console.log(
      `${path}: ours ${ours.rps.toFixed(0)} req/s (p99 ${ours.p99} ms, ${cpu(ours)} µs server CPU a request), bare ${bare.rps.toFixed(0)} req/s (${cpu(bare)} µs) = ${(ours.rps / bare.rps).toFixed(2)}×; ${brotliBytes} B brotli, load generator ${ours.cpu?.client?.toFixed(0) ?? '-'} µs a request`,
    );
  }
}

function printIndex(title: string, figures: IndexFigures, transfer: DocumentsTransfer): void {
  const { rawBytes, brotli5Bytes, brotli11Bytes } = transfer;
  console.log(
    `\n${title}: ${figures.videos} videos and ${figures.teachers} teachers; documents ${rawBytes} B as sent (${brotli5Bytes} B brotli 5, ${brotli11Bytes} B brotli 11), loaded in ${figures.loadMs.toFixed(0)} ms; index built in ${figures.buildMs.toFixed(0)} ms`,
  );
  console.log(`${'query'.padEnd(28)}${'runs'.padStart(5)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}${'first'.padStart(8)}${'videos'.padStart(8)}${'teachers'.padStart(9)}`);
  for (const q of figures.queries) {
    const s = summarise(q.ms);
    console.log(`${JSON.stringify(q.query).padEnd(28)}${String(s.n).padStart(5)}${ms(s.p50)}${ms(s.p95)}${ms(s.max)}${ms(q.ms[0] ?? Number.NaN)}${String(q.videos).padStart(8)}${String(q.teachers).padStart(9)}`);
  }
}

export function printSearch(results: BrowserSearch[]): void {
  for (const r of results) {
    printIndex(`Search in Chromium (${r.locale}), every playable video`, r.complete, r.transfer.complete);
    printIndex(`Search in Chromium (${r.locale}), the documents the app loads today`, r.app, r.transfer.app);
  }
}

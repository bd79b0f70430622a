import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionInfo } from '../../server/jobs/transcode/renditionInfo.ts';
import { run } from '../../server/jobs/transcode/run.ts';
import { transcodeToDirectory } from '../../server/jobs/transcode/transcodeToDirectory.ts';
import { selfAndChildrenCpuSeconds } from '../load/cpu.ts';
import { alternate } from './alternate.ts';

const LADDER_SCRIPT = path.join(import.meta.dirname, 'ladder.sh');
/** The step transcodeToDirectory reports once every rendition is encoded and measured. */
const AFTER_LADDER = 'Poster';

export interface TranscodeFigures {
  /** Seconds of ours to the end of its ladder: probe, the one ffmpeg pass, each rendition measured. */
  oursLadder: number[];
  /** Seconds of ours in full: the poster, the storyboard and the master playlist as well. */
  oursFull: number[];
  /** Seconds of the shell's ffmpeg command (bench/media/ladder.sh). */
  shell: number[];
  /** CPU seconds of the same spans (ffmpeg and ffprobe included): what the load of the machine hardly changes. */
  cpu: { oursLadder: number[]; shell: number[] };
  /** Bytes of the renditions' files, ours and the shell's, first round. */
  bytes: { ours: number; shell: number };
  /** Ours of the first round, kept for the bench's video: its folder and renditions. */
  kept: { dir: string; renditions: RenditionInfo[] };
}

/** The files in the renditions' folders (not the poster, storyboard and master beside them), as relative paths. */
async function renditionFiles(dir: string): Promise<{ names: string[]; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile() && entry.parentPath !== dir)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size));
  return { names, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * The pipeline's own function, the one a worker's job runs (transcodeToDirectory), against the same ladder made by
 * one ffmpeg command from the shell, in turns, each with the same libx264 `preset`. Throws when the two do not make
 * the same files (the reference no longer matches the product's ladder).
 */
export async function measureTranscode(source: string, workDir: string, preset: string, rounds: number): Promise<TranscodeFigures> {
  const oursLadder: number[] = [];
  const cpu: TranscodeFigures['cpu'] = { oursLadder: [], shell: [] };
  let kept: TranscodeFigures['kept'] | undefined;
  const firstFiles: { ours?: Awaited<ReturnType<typeof renditionFiles>>; shell?: Awaited<ReturnType<typeof renditionFiles>> } = {};
  const { a: oursFull, b: shell } = await alternate(
    rounds,
    async (round) => {
      const dir = path.join(workDir, `ours-${round}`);
      const started = performance.now();
      const startedCpu = selfAndChildrenCpuSeconds();
      let ladderEnd = Number.NaN;
      const result = await transcodeToDirectory(source, dir, {
        preset,
        onStep: (step) => {
          if (step !== AFTER_LADDER) return;
          ladderEnd = performance.now();
          cpu.oursLadder.push(selfAndChildrenCpuSeconds() - startedCpu);
        },
      });
      const seconds = (performance.now() - started) / 1000;
      oursLadder.push((ladderEnd - started) / 1000);
      console.log(`  ours #${round + 1}: ladder ${oursLadder.at(-1)?.toFixed(1)} s, in full ${seconds.toFixed(1)} s`);
      if (round === 0) {
        firstFiles.ours = await renditionFiles(dir);
        kept = { dir, renditions: result.renditions };
      } else await rm(dir, { recursive: true, force: true });
      return seconds;
    },
    async (round) => {
      const dir = path.join(workDir, `shell-${round}`);
      const started = performance.now();
      const startedCpu = selfAndChildrenCpuSeconds();
      await run('/bin/bash', [LADDER_SCRIPT, source, dir, preset]);
      const seconds = (performance.now() - started) / 1000;
      cpu.shell.push(selfAndChildrenCpuSeconds() - startedCpu);
      console.log(`  shell #${round + 1}: ${seconds.toFixed(1)} s`);
      if (round === 0) firstFiles.shell = await renditionFiles(dir);
      await rm(dir, { recursive: true, force: true });
      return seconds;
    },
  );
  const { ours, shell: reference } = firstFiles;
  if (!ours || !reference || !kept) throw new Error('no transcode round ran');
  if (ours.names.join('\n') !== reference.names.join('\n')) {
    const only = (a: string[], b: string[]) => a.filter((name) => !b.includes(name)).join(', ') || 'nothing';
    throw new Error(`bench/media/ladder.sh no longer makes the pipeline's files: only ours ${only(ours.names, reference.names)}; only the shell's ${only(reference.names, ours.names)}`);
  }
  return { oursLadder, oursFull, shell, cpu, bytes: { ours: ours.bytes, shell: reference.bytes }, kept };
}

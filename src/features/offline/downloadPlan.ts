import type { DownloadQuality } from '../../lib/offline/downloadLedger';
import { offlineMaster, parseMaster, pathInFolder, playlistFiles, playlistSeconds, variantsByQuality, type Master } from './renditionPlan';

/** Why a download cannot be made; the words the member reads are the UI's. */
export class DownloadRefused extends Error {
  constructor(readonly reason: 'no-space' | 'not-entitled' | 'unavailable') {
    super(`Download refused: ${reason}`);
    this.name = 'DownloadRefused';
  }
}

/** One file of a download: where it is fetched from, and its path in the download's folder; playlists come with their text. */
export interface PlannedFile {
  url: string;
  path: string;
  text?: string;
}

export interface DownloadPlan {
  files: PlannedFile[];
  estimatedBytes: number;
}

export interface DownloadOption {
  quality: DownloadQuality;
  bytes: number;
}

async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new DownloadRefused('unavailable');
  return response.text();
}

const estimate = (bitrate: number, seconds: number) => Math.round((bitrate * seconds) / 8);

async function readMaster(masterUrl: string, signal?: AbortSignal): Promise<Master> {
  return parseMaster(await fetchText(masterUrl, signal));
}

/** Each quality the video has, with what it would weigh (its rendition's average bit rate × its length). */
export async function planOptions(masterUrl: string): Promise<DownloadOption[]> {
  const variants = variantsByQuality(await readMaster(masterUrl));
  const options = await Promise.all(
    [...variants].map(async ([quality, variant]) => ({
      quality,
      bytes: estimate(variant.bitrate, playlistSeconds(await fetchText(new URL(variant.uri, masterUrl).href))),
    })),
  );
  if (options.length === 0) throw new DownloadRefused('unavailable');
  return options;
}

/**
 * Every file one quality's download holds, in the order they are stored: the rendition's playlist and segments,
 * the subtitles' playlists and WebVTT files, the poster, and last the master that lists them.
 */
export async function planDownload(masterUrl: string, quality: DownloadQuality, posterUrl: string | undefined, signal?: AbortSignal): Promise<DownloadPlan> {
  const master = await readMaster(masterUrl, signal);
  const variant = variantsByQuality(master).get(quality);
  if (!variant) throw new DownloadRefused('unavailable');
  const files: PlannedFile[] = [];
  const add = (url: string, text?: string) => {
    const path = pathInFolder(url, masterUrl);
    if (path === null) throw new DownloadRefused('unavailable');
    files.push({ url, path, text });
  };
  let seconds = 0;
  for (const playlist of [variant.uri, ...master.subtitles]) {
    const url = new URL(playlist, masterUrl).href;
    const text = await fetchText(url, signal);
    if (playlist === variant.uri) seconds = playlistSeconds(text);
    add(url, text);
    for (const file of playlistFiles(text)) add(new URL(file, url).href);
  }
  if (posterUrl) files.push({ url: new URL(posterUrl, masterUrl).href, path: 'poster' });
  files.push({ url: masterUrl, path: 'master.m3u8', text: offlineMaster(master, variant) });
  return { files, estimatedBytes: estimate(variant.bitrate, seconds) };
}

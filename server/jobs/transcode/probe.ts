import { open, stat } from 'node:fs/promises';
import { MediaRefusal } from './refusal.ts';
import { FFPROBE, run, ToolError } from './run.ts';

export interface SourceInfo {
  durationSeconds: number;
  /** As displayed: a rotated phone video's width and height are swapped. */
  width: number;
  height: number;
  frameRate: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

const STILL_IMAGE_FORMATS = /(^|,)(image2|\w+_pipe|gif|webp)(,|$)/;

const rate = (text: string | undefined): number => {
  const [numerator, denominator = '1'] = (text ?? '').split('/');
  const value = Number(numerator) / Number(denominator);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/** An MP4 (or QuickTime) file says so in its first box; without its index (moov) one cut short cannot be read. */
async function looksLikeMp4(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    return head.toString('latin1', 4, 8) === 'ftyp';
  } finally {
    await handle.close();
  }
}

/** Reads a source's duration, displayed size, frame rate and audio; refuses (MediaRefusal) what is not a video we can transcode. */
export async function probe(file: string, signal?: AbortSignal): Promise<SourceInfo> {
  if ((await stat(file)).size === 0) throw new MediaRefusal('This file is empty.');
  let output: ProbeOutput;
  try {
    output = JSON.parse(await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { signal })) as ProbeOutput;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    if (await looksLikeMp4(file)) throw new MediaRefusal('This file is incomplete: it may not have finished uploading. Please upload it again.');
    throw new MediaRefusal('This file is not a video we can read.');
  }
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) throw new MediaRefusal('This file has no video track.');
  if (STILL_IMAGE_FORMATS.test(output.format?.format_name ?? '')) throw new MediaRefusal('This file is a still image, not a video.');
  const durationSeconds = Number(output.format?.duration);
  if (!(durationSeconds > 0)) throw new MediaRefusal('This file is not a video we can read: it has no duration.');
  if (!video.width || !video.height) throw new MediaRefusal('This file is not a video we can read: its picture size is unknown.');
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0));
  const sideways = rotation % 180 === 90;
  return {
    durationSeconds,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate) || 30,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

import type { SourceInfo } from './probe.ts';

/** One video rendition to make: its folder name, picture height, x264 rate caps and AAC bit rate. */
export interface Rung {
  name: string;
  height: number;
  /** kbit/s: VBV cap (-maxrate); the buffer is twice that. */
  maxrateKbps: number;
  audioKbps: number;
}

/** The full ladder, lowest first (decision 2581). CRF keeps calm, simple pictures far below the caps. */
export const LADDER: readonly Rung[] = [
  { name: '240p', height: 240, maxrateKbps: 400, audioKbps: 96 },
  { name: '360p', height: 360, maxrateKbps: 900, audioKbps: 96 },
  { name: '540p', height: 540, maxrateKbps: 1800, audioKbps: 128 },
  { name: '720p', height: 720, maxrateKbps: 3000, audioKbps: 128 },
  { name: '1080p', height: 1080, maxrateKbps: 5000, audioKbps: 128 },
];

export const AUDIO_ONLY = { name: 'audio', audioKbps: 64 } as const;

export const MAX_FRAME_RATE = 30;
/** Seconds between keyframes in every rendition, and the HLS segment length (two GOPs). */
export const KEYFRAME_SECONDS = 2;
export const SEGMENT_SECONDS = 4;

/** Rungs up to the source's height; a source under 240 lines gets one rung at its own (even) height. */
export function ladderFor(source: Pick<SourceInfo, 'height'>): Rung[] {
  const rungs = LADDER.filter((rung) => rung.height <= source.height);
  if (rungs.length > 0) return rungs;
  const height = Math.max(2, source.height - (source.height % 2));
  return [{ ...(LADDER[0] as Rung), name: `${height}p`, height }];
}

/**
 * The output frame rate: the source's up to 30; above, the source's divided by the smallest whole number that
 * brings it to 30 or less (60 → 30, 50 → 25, 59.94 → 29.97), so every output frame is a source frame (decision 2582).
 */
export function outputFrameRate(sourceRate: number): number {
  if (sourceRate <= MAX_FRAME_RATE + 0.01) return sourceRate;
  return sourceRate / Math.ceil(sourceRate / (MAX_FRAME_RATE + 0.01));
}

/** A picture's width at `height`, keeping the aspect ratio, rounded to an even number as H.264 4:2:0 needs. */
export function widthAt(source: Pick<SourceInfo, 'width' | 'height'>, height: number): number {
  return Math.max(2, Math.round((source.width * height) / source.height / 2) * 2);
}

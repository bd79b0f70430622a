import { vi } from 'vitest';

export interface FakeLevel {
  height: number;
  videoCodec?: string;
}
type Handler = (event: string, data: unknown) => void;

/** Every FakeHls made since the test cleared it, oldest first. */
export const hlsInstances: FakeHls[] = [];

/**
 * hls.js as the player uses it, for `vi.mock('hls.js', …)`: the instance the player creates, the levels a test
 * gives it and the events a test sends (`emit`); nothing is loaded or played.
 */
export class FakeHls {
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched' };
  levels: FakeLevel[] = [];
  nextLevel = -1;
  handlers = new Map<string, Handler>();
  loadSource = vi.fn();
  attachMedia = vi.fn();
  destroy = vi.fn();
  on = (event: string, handler: Handler) => this.handlers.set(event, handler);
  emit = (event: string, data?: unknown) => this.handlers.get(event)?.(event, data);
  removeLevel = (index: number) => this.levels.splice(index, 1);
  constructor(public config: Record<string, unknown>) {
    hlsInstances.push(this);
  }
}

/** The W3C reference WebVTT parser and validator (webvtt-parser, no types of its own): the parts the tests use. */
declare module 'webvtt-parser' {
  export interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export interface ParseError {
    message: string;
    line: number;
    col: number;
  }
  export class WebVTTParser {
    parse(input: string, mode?: 'subtitles/captions' | 'metadata' | 'chapters'): { cues: ParsedCue[]; errors: ParseError[] };
  }
}

/**
 * The lexer every query parameter shares: PostgREST's field names, either double-quoted (any
 * characters, `\` escapes the next one) or bare (letters, digits, `_`, `$`, spaces, and `-` when it
 * does not start `->`). The parsers that use it report errors the way PostgREST does.
 */
import { queryParamError, type RestError } from '../errors.ts';

const BARE = /[\p{L}0-9_ $]/u;

export class Cursor {
  position = 0;
  constructor(
    readonly input: string,
    /** What is being parsed, for the error message: `select parameter`, `filter`, … */
    readonly what: string,
    /** The text the error message quotes, when it is not `input` (a logic tree quotes the parameter's value). */
    readonly shown: string = input,
  ) {}

  get done(): boolean {
    return this.position >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.position + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.position);
  }

  /** Consumes `text` if it comes next. */
  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.position += text.length;
    return true;
  }

  expect(text: string, expecting: string): void {
    if (!this.eat(text)) throw this.error(expecting);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position += 1;
  }

  rest(): string {
    const value = this.input.slice(this.position);
    this.position = this.input.length;
    return value;
  }

  /** PostgREST's parse error: where it failed, and what it found instead of what it expected. */
  error(expecting: string): RestError {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    return queryParamError(`"failed to parse ${this.what} (${this.shown})" (line 1, column ${this.position + 1})`, `unexpected ${found} expecting ${expecting}`);
  }

  /** A field name, quoted or bare; surrounding spaces of a bare name are not part of it. */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    const start = this.position;
    while (!this.done) {
      const c = this.peek();
      if (BARE.test(c) || (c === '-' && this.peek(1) !== '>')) this.position += 1;
      else break;
    }
    const name = this.input.slice(start, this.position).trim();
    if (!name) {
      this.position = start;
      throw this.error('field name (* or [a..z0..9_$])');
    }
    return name;
  }

  /** `"…"` with `\x` standing for x. */
  quoted(): string {
    this.expect('"', '"\\""');
    let value = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\') this.position += 1;
      value += this.peek();
      this.position += 1;
    }
    this.expect('"', 'closing quote');
    return value;
  }
}

/** `a,b,"c d"`: the columns= and on_conflict= parameters. */
export function parseColumnList(input: string, what: string): string[] {
  const cursor = new Cursor(input, what);
  const names: string[] = [];
  do {
    names.push(cursor.fieldName());
    cursor.skipSpaces();
  } while (cursor.eat(','));
  if (!cursor.done) throw cursor.error('",", or end of input');
  return names;
}

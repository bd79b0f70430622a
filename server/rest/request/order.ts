import { notEmbedded, unsupported } from '../errors.ts';
import { Cursor } from './names.ts';

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const END = '",", or end of input';

/** `order=col.desc.nullslast,other`: PostgREST's grammar. */
export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  do {
    const column = cursor.fieldName();
    if (cursor.peek() === '(') throw notEmbedded(column);
    if (cursor.startsWith('->')) throw unsupported('order', input, 'A JSON path (->, ->>)');
    const term: OrderTerm = { column };
    if (cursor.eat('.')) {
      if (cursor.eat('asc')) term.direction = 'asc';
      else if (cursor.eat('desc')) term.direction = 'desc';
      if (term.direction === undefined || cursor.eat('.')) {
        if (cursor.eat('nullsfirst')) term.nulls = 'first';
        else if (cursor.eat('nullslast')) term.nulls = 'last';
        else throw cursor.error(term.direction ? '"nullsfirst" or "nullslast"' : '"asc", "desc", "nullsfirst" or "nullslast"');
      }
    }
    cursor.skipSpaces();
    if (!cursor.done && cursor.peek() !== ',') throw cursor.error(END);
    terms.push(term);
  } while (cursor.eat(','));
  return terms;
}

import { describe, expect, it } from 'vitest';
import { saveProblemFrom } from './studioErrors';

describe('what a refused save means', () => {
  it('PT409 is a conflict; 23514 and 23505 with a field are that field; anything else failed', () => {
    expect(saveProblemFrom({ code: 'PT409', details: '', hint: '', message: 'This item changed since you opened it.' })).toEqual({ kind: 'conflict' });
    expect(saveProblemFrom({ code: '23514', details: 'title.en', hint: 'required', message: 'title.en is required.' })).toEqual({
      kind: 'field',
      field: 'title.en',
      rule: 'required',
    });
    expect(saveProblemFrom({ code: '23505', details: 'id', hint: 'taken', message: '' })).toEqual({ kind: 'field', field: 'id', rule: 'taken' });
    expect(saveProblemFrom({ code: '42501', details: '', hint: '', message: 'Only editors may change the catalog.' })).toEqual({
      kind: 'failed',
      message: 'Only editors may change the catalog.',
    });
  });
});

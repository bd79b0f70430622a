import { describe, expect, it } from 'vitest';
import { withDocumentMeta } from '../../shared/pageDocument';
import { documentMeta } from './entryServer';

describe('the prerendered document head, per language (decision 1321)', () => {
  it('has the title and description in the page language', async () => {
    expect(await documentMeta('es')).toEqual({
      title: 'Stillwater · Un templo sin muros',
      description: expect.stringMatching(/^Meditación, yoga y enseñanzas espirituales/),
    });
    expect((await documentMeta('en')).title).toBe('Stillwater · A Temple Without Walls');
  });

  it('writes them into index.html, escaped', () => {
    const html = '<head><title>Old</title><meta name="description" content="Old" /></head>';
    expect(withDocumentMeta(html, { title: 'A & B', description: 'Say "hi" <b>' })).toBe(
      '<head><title>A &amp; B</title><meta name="description" content="Say &quot;hi&quot; &lt;b>" /></head>',
    );
    expect(() => withDocumentMeta('<head></head>', { title: 't', description: 'd' })).toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('zod, as the site builds its schemas (src/lib/zod.ts; ESLint keeps every import on it)', () => {
  it('never probes eval, which the CSP refuses and Chrome reports as a page issue', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('./zod');
    const schema = z.object({ email: z.email(), password: z.string().min(1) });
    expect(schema.safeParse({ email: 'ana@example.com', password: 'x' }).success).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });
});

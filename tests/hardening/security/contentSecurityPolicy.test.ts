import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, suiteServer } from '../../api/support/server.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** Sources that would let a script run from anywhere but our own origin. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:', 'blob:', 'http:', 'https:'];

describe('Content-Security-Policy', () => {
  const server = suiteServer();

  it('is sent on the app, on assets, on API answers and on errors alike', async () => {
    for (const pathname of ['/', '/teacher/someone', '/no/such/page', '/auth/v1/health', '/auth/v1/nope', '/healthz']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.headers.get('content-security-policy'), pathname).toBeTruthy();
    }
  });

  it('forbids inline script and scripts, frames, objects or connections from other origins', async () => {
    const policy = directives((await fetch(server.url)).headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(scripts).toEqual(["'self'"]);
    for (const unsafe of UNSAFE_SCRIPT_SOURCES) expect(scripts).not.toContain(unsafe);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // With no MEDIA_ORIGINS or hosted auth configured, no directive names another origin.
    for (const [name, values] of policy) {
      for (const value of values) expect(value, `${name} ${value}`).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/);
      if (values.includes("'unsafe-inline'")) expect(name).toBe('style-src');
    }
  });

  it("allows the build's inline scripts by hash, and nothing else inline", async () => {
    const boot = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
    const built = await startServer({ distFiles: { 'inline-script-hashes.json': JSON.stringify([boot]) } });
    try {
      const policy = directives((await fetch(built.url)).headers.get('content-security-policy') ?? '');
      expect(policy.get('script-src')).toEqual(["'self'", boot]);
    } finally {
      await built.close();
    }
  });

  it('refuses to start on a hash list that is not one', async () => {
    await expect(startServer({ distFiles: { 'inline-script-hashes.json': JSON.stringify(["'unsafe-inline'"]) } })).rejects.toThrow(/sha256/);
  });

  it('is matched by the page: index.html holds no inline executable script', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      const isData = /type="application\/json"/.test(attributes);
      const isExternal = /\bsrc="/.test(attributes) && body.trim() === '';
      expect(isData || isExternal, `inline script: <script${attributes}>`).toBe(true);
    }
    expect(html).not.toMatch(/\son[a-z]+="/i);
  });
});

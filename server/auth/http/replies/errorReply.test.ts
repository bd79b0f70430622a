import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../errors.ts';
import { sendError, toAuthError } from './errorReply.ts';

async function answer(error: unknown, version?: string) {
  const app = Fastify();
  app.get('/', (request, reply) => sendError(request, reply, error));
  const response = await app.inject({ url: '/', headers: version ? { 'x-supabase-api-version': version } : {} });
  await app.close();
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe('the error wire format', () => {
  const error = new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });

  it('writes the 2024-01-01 format when asked, with the code header', async () => {
    const { status, headers, body } = await answer(error, '2024-01-01');
    expect(status).toBe(422);
    expect(headers['x-sb-error-code']).toBe('weak_password');
    expect(headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(body).toEqual({ code: 'weak_password', error_code: 'weak_password', message: error.message, weak_password: { reasons: ['length'] } });
  });

  it.each([undefined, '2023-12-31', 'garbage', '2024-13-45x'])('writes the legacy format for version %s', async (version) => {
    const { body, headers } = await answer(error, version);
    expect(body).toEqual({ code: 422, error_code: 'weak_password', msg: error.message, weak_password: { reasons: ['length'] } });
    expect(headers['x-sb-error-code']).toBe('weak_password');
  });

  it('hides unplanned failures behind unexpected_failure with an error id', async () => {
    const { status, body } = await answer(new Error('database exploded: secret detail'));
    expect(status).toBe(500);
    expect(body.error_code).toBe('unexpected_failure');
    expect(body.msg).not.toContain('secret');
    expect(typeof body.error_id).toBe('string');
  });

  it('maps framework errors to client errors', () => {
    expect(toAuthError({ validation: [{}], message: 'body/email must be string' })).toMatchObject({ status: 400, errorCode: 'validation_failed' });
    expect(toAuthError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toMatchObject({ status: 413, errorCode: 'request_entity_too_large' });
    expect(toAuthError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).toMatchObject({ status: 400, errorCode: 'bad_json' });
    expect(toAuthError({ code: '23505' })).toMatchObject({ status: 409, errorCode: 'conflict' });
    expect(toAuthError({ code: '55P03' })).toMatchObject({ status: 409, errorCode: 'conflict' });
  });
});

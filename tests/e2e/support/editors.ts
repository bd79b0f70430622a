import { expect, type APIRequestContext } from '@playwright/test';
import { createApiKeys } from '../../../server/auth/crypto/apiKeys';
import { uniqueEmail } from '../../support/uniqueEmail';
import { PASSWORD } from './auth';
import { E2E_JWT_SECRET } from './serverEnv';

/** The service role's headers for the browser suites' server (its JWT secret is E2E_JWT_SECRET). */
export async function serviceHeaders(): Promise<Record<string, string>> {
  const { serviceRole } = await createApiKeys(E2E_JWT_SECRET);
  return { apikey: serviceRole, Authorization: `Bearer ${serviceRole}` };
}

/** A confirmed user made by the auth admin API, with app_metadata.role `role` from the start (none: a member). */
export async function createUserWithRole(request: APIRequestContext, role?: 'editor' | 'admin'): Promise<string> {
  const email = uniqueEmail(role ?? 'member');
  const response = await request.post('/auth/v1/admin/users', {
    headers: await serviceHeaders(),
    data: { email, password: PASSWORD, email_confirm: true, ...(role && { app_metadata: { role } }) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** A draft video of the test's own (drafts are never shown to visitors), added with the service role. */
export async function createDraftVideo(request: APIRequestContext, id: string, title: string, media?: { playback_url: string; poster_url: string }): Promise<void> {
  const response = await request.post('/rest/v1/videos', {
    headers: await serviceHeaders(),
    data: { id, title, description: 'A practice for the studio tests.', teacher_id: 'amara-okafor', category: 'meditation', ...media },
  });
  expect(response.status(), await response.text()).toBe(201);
}

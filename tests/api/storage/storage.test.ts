import { afterAll, beforeAll, describe } from 'vitest';
import { accessCases } from './accessCases.ts';
import { objectCases } from './objectCases.ts';
import { resumableCases } from './resumableCases.ts';
import { combinations, storageServer, type StorageServer } from './storageFixture.ts';

/** One server per database and place of bytes, shared by every case (a server start is the suite's main cost). */
describe.each(combinations)('storage API (%s, bytes on %s)', (db, bytes) => {
  let s: StorageServer | undefined;
  beforeAll(async () => {
    s = await storageServer(db, bytes);
  });
  afterAll(async () => {
    await s?.close();
  });
  const suite = () => {
    if (!s) throw new Error('the storage server is read before it started');
    return s;
  };

  describe('buckets and objects', () => objectCases(suite));
  describe('who may do what', () => accessCases(suite, bytes));
  describe('resumable uploads', () => resumableCases(suite));
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, cmsErrorSchema } from '../../src/api/schemas/envelope.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { databaseDigest, rawGet, startServer, type TestServer } from './helpers/server.ts';
import { CATALOG_CASES } from './bad-input/catalog-cases.ts';
import { SERVICE_CASES } from './bad-input/service-cases.ts';

const CASES = [...CATALOG_CASES, ...SERVICE_CASES];

const db = fixtureDatabase();
const digestBefore = databaseDigest(db);
let server: TestServer;
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());

describe('bad input', () => {
  it('the table holds at least 40 malformed requests', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$name → $status with a message', async (c) => {
    let status: number;
    let text: string;
    if (c.raw) {
      ({ status, body: text } = await rawGet(server.baseUrl, c.path));
    } else {
      const res = await fetch(`${server.baseUrl}${c.path}`, {
        method: c.method ?? 'GET',
        ...(c.body === undefined ? {} : { body: c.body, headers: { 'content-type': 'application/json' } }),
      });
      status = res.status;
      text = await res.text();
    }
    expect(status).toBe(c.status);
    const body = JSON.parse(text) as unknown;
    const message =
      status === 401 || status === 412 || (c.path.includes('/collections/') && status === 400)
        ? cmsErrorSchema.parse(body).error
        : errorEnvelopeSchema.parse(body).result;
    if (!(status === 401 || status === 412 || c.path.includes('/collections/')))
      expect(errorEnvelopeSchema.parse(body).code).toBe(status);
    expect(message).toMatch(c.message);
  });

  it('no error response is cached: each catalogue case asked again gets its status, never X-Cache', async () => {
    for (const c of CATALOG_CASES.filter((k) => !k.raw)) {
      for (let round = 0; round < 2; round += 1) {
        const res = await fetch(`${server.baseUrl}${c.path}`, {
          method: c.method ?? 'GET',
          ...(c.body === undefined ? {} : { body: c.body, headers: { 'content-type': 'application/json' } }),
        });
        await res.text();
        expect([c.name, res.status, res.headers.get('x-cache')]).toEqual([c.name, c.status, null]);
      }
    }
  });

  it('the database is unchanged after every bad request', () => {
    expect(databaseDigest(db)).toBe(digestBefore);
  });
});

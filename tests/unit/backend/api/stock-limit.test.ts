/** The stock list's bound: one definition (src/api/stock.ts STOCK_LIST_MAX), the client's batches and the backend's limit. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../backend/app.ts';
import { parseBackendSettings } from '../../../../backend/settings.ts';
import { STOCK_LIST_MAX } from '../../../../src/api/stock.ts';
import { fixtureDatabase } from '../fixtures.ts';

describe('the stock list takes at most STOCK_LIST_MAX skus, the size of the client’s batches', () => {
  const app = createApp({ db: fixtureDatabase(), settings: { ...parseBackendSettings({}), logLevel: 'silent' } });
  const list = (n: number) => app.request(`/api/stock/list?skus=${Array.from({ length: n }, (_, i) => `S${i}`).join(',')}`);

  it('answers a full batch', async () => {
    expect((await list(STOCK_LIST_MAX)).status).toBe(200);
  });

  it('refuses one sku more', async () => {
    const res = await list(STOCK_LIST_MAX + 1);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`at most ${STOCK_LIST_MAX} skus`);
  });
});

/** The build's tax context against the catalogue API's (src/catalog/price.ts taxContextFor, backend/catalog/pricing.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogDocs } from '../../../backend/catalog/store-docs.ts';
import { taxContext } from '../../../backend/catalog/pricing.ts';
import { trackCatalogVersion } from '../../../backend/catalog/version.ts';
import { taxContextFor } from '../../../src/catalog/price.ts';
import { loadConfig, storeView } from '../../../src/config/index.ts';
import type { TaxRule } from '../../../src/domain/catalog/types.ts';
import { fixtureDatabase, FIXTURE_NOW } from '../backend/fixtures.ts';

describe("user-group tax: a guest's static prices are priced as the API prices them, under the USER_GROUP_TAX setting (spec 000 §6)", () => {
  const db = fixtureDatabase();
  const catalog = createCatalogDocs(db, trackCatalogVersion(db));
  const rules = catalog.docs('pl', 'taxrule').docs as unknown as TaxRule[];

  for (const setting of ['true', 'false']) {
    it(`USER_GROUP_TAX=${setting}: the same tax context as the API's for a search without a group`, () => {
      const cfg = loadConfig({ USER_GROUP_TAX: setting });
      const view = storeView('pl', cfg);
      const api = taxContext(db, catalog, cfg, view, { now: FIXTURE_NOW, boundaries: [] });
      expect(taxContextFor(view, rules, FIXTURE_NOW, cfg.settings)).toEqual(api);
      expect(api.userGroupTax).toBe(setting === 'true');
    });
  }

  describe("reads this process's settings by default", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    for (const setting of ['true', 'false']) {
      it(`USER_GROUP_TAX=${setting} in the environment`, async () => {
        vi.stubEnv('USER_GROUP_TAX', setting);
        vi.resetModules(); // config() reads the environment once per module instance
        const { taxContextFor: fresh } = await import('../../../src/catalog/price.ts');
        expect(fresh(storeView('pl'), rules, FIXTURE_NOW).userGroupTax).toBe(setting === 'true');
      });
    }
  });
});

/** DEFAULT_SORT (src/config/settings.ts): one of the sort options, derived from SORT_OPTIONS. */
import { describe, expect, it } from 'vitest';
import { loadConfig, SettingsError, SORT_OPTIONS } from '../../../src/config/index.ts';
import { sortOptions } from '../../../src/domain/listing/sort.ts';

describe('Product sort options: Latest (updated_at desc), price ascending, price descending; default updated_at desc, configurable (spec 000 §9)', () => {
  it("DEFAULT_SORT takes each sort option's value, and marks that option the default", () => {
    for (const option of SORT_OPTIONS) {
      const value = `${option.field}:${option.order}`;
      const { defaultSort } = loadConfig({ DEFAULT_SORT: value }).settings;
      expect(defaultSort).toBe(value);
      expect(sortOptions(defaultSort).find((o) => o.isDefault)?.id).toBe(option.id);
    }
  });

  it('DEFAULT_SORT refuses a sort that is no option', () => {
    for (const value of ['updated_at:asc', 'name:asc', 'latest'])
      expect(() => loadConfig({ DEFAULT_SORT: value })).toThrow(SettingsError);
  });

  it('defaults to updated_at desc (Latest)', () => {
    expect(loadConfig({}).settings.defaultSort).toBe('updated_at:desc');
  });
});

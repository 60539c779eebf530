import { describe, expect, it } from 'vitest';
import { buildSiteId } from '../../../src/config/index.ts';

describe('buildSiteId', () => {
  it('builds the SITE_ID site, the main site when none is set', () => {
    expect(buildSiteId({})).toBe('main');
    expect(buildSiteId({ SITE_ID: 'us' })).toBe('us');
  });
});

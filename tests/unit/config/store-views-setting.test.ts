/** Spec 000 §2 Layouts: "Store views not in a configured list are filtered out of the routes" (STORE_VIEWS). */
import { describe, expect, it } from 'vitest';
import { loadConfig, parseSettings, SettingsError, STORE_CODES } from '../../../src/config/index.ts';
import { isPublished, publishedRoutes } from '../../../src/layouts/published.ts';
import { matchPath, routeFor } from '../../../src/routing/index.ts';

describe('store views not in a configured list are filtered out of the routes', () => {
  it('serves all seven store views by default', () => {
    expect(parseSettings({}).enabledStores).toEqual([...STORE_CODES]);
    expect(loadConfig({}).storeViews.map((v) => v.code)).toEqual([...STORE_CODES]);
  });

  it('keeps only the listed store views, their routes and pages', () => {
    const cfg = loadConfig({ STORE_VIEWS: 'pl, en,us' });
    expect(cfg.storeViews.map((v) => v.code)).toEqual(['pl', 'en', 'us']);
    expect(cfg.sites.find((s) => s.id === 'main')?.stores).toEqual(['pl', 'en']);
    expect(matchPath('main', '/en/koszyk', { views: cfg.storeViews })).toBeUndefined();
    expect(matchPath('main', '/en/cart', { views: cfg.storeViews })?.route.store).toBe('en');
    expect(matchPath('main', '/hr', { views: cfg.storeViews })).toBeUndefined();
    expect(matchPath('main', '/hr', { views: loadConfig({}).storeViews })?.route.store).toBe('hr');
    const stores = new Set(publishedRoutes('main', cfg).map((r) => r.store));
    expect([...stores].sort()).toEqual(['en', 'pl']);
    // A route of a view left out is not published, whoever asks (the sites server asks route by route).
    const hrHome = routeFor('hr', 'home');
    expect(hrHome && isPublished(hrHome, loadConfig({}))).toBe(true);
    expect(hrHome && isPublished(hrHome, cfg)).toBe(false);
  });

  it('leaves out a site none of whose store views is listed', () => {
    const cfg = loadConfig({ STORE_VIEWS: 'pl,hr' });
    expect(cfg.sites.map((s) => s.id)).toEqual(['main']);
  });

  it('refuses a list without the default store view, or a view without the view at its site’s root, naming STORE_VIEWS', () => {
    const refused = (env: Record<string, string>): string => {
      try {
        parseSettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        return (error as SettingsError).issues.map((i) => `${i.name}: ${i.message}`).join('; ');
      }
      throw new Error('accepted');
    };
    expect(refused({ STORE_VIEWS: 'en,us' })).toBe('STORE_VIEWS: the default store view pl (DEFAULT_STORE) must be listed');
    expect(refused({ STORE_VIEWS: 'us,hr', DEFAULT_STORE: 'us' })).toBe(
      'STORE_VIEWS: hr needs pl, the store view at the root of its site',
    );
    expect(refused({ STORE_VIEWS: 'pl,xx' })).toMatch(/^STORE_VIEWS: expected store codes among/);
    expect(refused({ STORE_VIEWS: ' , ' })).toBe('STORE_VIEWS: expected at least one store code (got ",")');
  });
});

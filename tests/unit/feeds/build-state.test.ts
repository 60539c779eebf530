/** The feeds at build time (src/feeds): settings, static paths, the endpoint's journal, and finishing a build. */
import { mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SettingsError } from '../../../src/config/index.ts';
import { feedStaticPaths, renderFeed, FEED_CONTENT_TYPE } from '../../../src/feeds/endpoint.ts';
import { finishFeeds } from '../../../src/feeds/finish.ts';
import { parseFeedSettings } from '../../../src/feeds/settings.ts';
import {
  commitFeedState,
  discardFeedState,
  readEmpikListed,
  readJournal,
  readLastModified,
  recordFeed,
  startJournal,
  writeEmpikListed,
} from '../../../src/feeds/state.ts';
import type { FeedName } from '../../../feeds/index.ts';
import { GOOD_EAN, plantedProducts } from './fixtures.ts';
import { CATEGORIES, NOW } from './helpers.ts';
import { VAT_PL } from '../domain/catalog/fixtures.ts';

const cfg = loadConfig({});
const tempDir = (): string => mkdtempSync(join(tmpdir(), 'feeds-state-'));

/** A Polish feed of the main site, rendered with the feed state in `stateDir`. */
const renderPl = (feed: FeedName, stateDir: string, products = plantedProducts()) =>
  renderFeed({
    cfg,
    siteId: 'main',
    store: 'pl',
    feed,
    products,
    categories: CATEGORIES,
    settings: { ...parseFeedSettings({}), stateDir },
    now: NOW,
    taxRules: [VAT_PL],
    attributes: [],
  });

describe('parseFeedSettings', () => {
  it('has defaults and reads every variable', () => {
    expect(parseFeedSettings({})).toEqual({
      cpFormat: 'google',
      timeZone: 'UTC',
      ceneoAvail: 1,
      leadtimeToShip: 1,
      stateDir: '.data/feeds',
    });
    expect(
      parseFeedSettings({
        FEED_CP_FORMAT: 'meta',
        FEED_TIME_ZONE: 'Europe/Warsaw',
        FEED_CENEO_AVAIL: '14',
        FEED_EMPIK_LEADTIME: '3',
        FEED_STATE_DIR: '/tmp/f',
      }),
    ).toEqual({ cpFormat: 'meta', timeZone: 'Europe/Warsaw', ceneoAvail: 14, leadtimeToShip: 3, stateDir: '/tmp/f' });
  });
  it('names every bad variable', () => {
    const bad = () =>
      parseFeedSettings({ FEED_CP_FORMAT: 'rss', FEED_TIME_ZONE: 'Mars/Base', FEED_CENEO_AVAIL: '2', FEED_EMPIK_LEADTIME: '-1' });
    expect(bad).toThrow(SettingsError);
    expect(bad).toThrow(/FEED_CP_FORMAT.*FEED_TIME_ZONE.*FEED_CENEO_AVAIL.*FEED_EMPIK_LEADTIME/);
  });
});

describe('feedStaticPaths', () => {
  it('lists the six Polish feeds on the main site and the two US feeds on the US site', () => {
    expect(feedStaticPaths('main', cfg).map((p) => `${p.props.store}:${p.params.feed}`)).toEqual([
      'pl:fb-product-feed',
      'pl:fb-emotopic-product-feed',
      'pl:cp-product-feed',
      'pl:empik-product-feed',
      'pl:ceneo-product-feed',
      'pl:wp-product-feed',
    ]);
    expect(feedStaticPaths('us', cfg).map((p) => `${p.props.store}:${p.params.feed}`)).toEqual([
      'us:fb-product-feed',
      'us:cp-product-feed',
    ]);
  });
});

describe('renderFeed', () => {
  it('answers application/xml and records the result in the journal', async () => {
    const stateDir = tempDir();
    startJournal(stateDir, 'main');
    const res = renderPl('ceneo-product-feed', stateDir);
    expect(res.headers.get('content-type')).toBe(FEED_CONTENT_TYPE);
    const xml = await res.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    const [entry] = readJournal(stateDir, 'main');
    expect(entry?.path).toBe('/ceneo-product-feed.xml');
    expect(entry?.written).toBe((xml.match(/<o /g) ?? []).length);
    expect(entry?.leftOut.length).toBeGreaterThan(0);
  });

  it('gives the Empik writer the skus the previous build listed', async () => {
    const stateDir = tempDir();
    writeEmpikListed(stateDir, 'pl', ['GONE-SKU']);
    const xml = await renderPl('empik-product-feed', stateDir).text();
    expect(xml).toMatch(/<sku>GONE-SKU<\/sku>(<[^>]+>[^<]*<\/[^>]+>)*?<quantity>0<\/quantity>/);
    expect(readJournal(stateDir, 'main')[0]?.listedWithStock).toBeDefined();
  });
});

describe('finishFeeds', () => {
  function site(stateDir: string, xml: string): string {
    const siteDir = join(stateDir, 'dist');
    mkdirSync(siteDir, { recursive: true });
    writeFileSync(join(siteDir, 'empik-product-feed.xml'), xml);
    startJournal(stateDir, 'main');
    return siteDir;
  }
  const entry = (digest: string) => ({
    store: 'pl',
    feed: 'empik-product-feed',
    path: '/empik-product-feed.xml',
    digest,
    written: 2,
    leftOut: [{ sku: 'X', reason: 'no valid EAN' }],
    warnings: [],
    listedWithStock: ['A', GOOD_EAN],
  });

  it('reports, keeps Empik listed skus, and keeps Last-Modified while the XML is unchanged', () => {
    const stateDir = tempDir();
    const lines: string[] = [];
    const first = new Date('2026-11-01T10:00:00Z');
    let siteDir = site(stateDir, '<import/>');
    recordFeed(stateDir, 'main', entry('d1'));
    const report = finishFeeds({ stateDir, site: 'main', siteDir, now: first, log: (l) => lines.push(l) });
    expect(report[0]?.line).toBe('pl/empik-product-feed.xml: 2 written; left out 1 (no valid EAN ×1)');
    expect(lines[0]).toBe(`[feeds] ${report[0]?.line}`);
    // Kept for the next build once the site is published.
    expect([...readEmpikListed(stateDir, 'pl')]).toEqual([]);
    commitFeedState(stateDir, 'main');
    expect([...readEmpikListed(stateDir, 'pl')]).toEqual([GOOD_EAN, 'A']);
    expect(statSync(join(siteDir, 'empik-product-feed.xml')).mtime.toISOString()).toBe(first.toISOString());
    expect(JSON.parse(readFileSync(join(stateDir, 'report-main.json'), 'utf8')).feeds).toHaveLength(1);

    siteDir = site(stateDir, '<import/>');
    recordFeed(stateDir, 'main', entry('d1'));
    finishFeeds({ stateDir, site: 'main', siteDir, now: new Date('2026-11-02T10:00:00Z'), log: () => undefined });
    commitFeedState(stateDir, 'main');
    expect(statSync(join(siteDir, 'empik-product-feed.xml')).mtime.toISOString()).toBe(first.toISOString());

    const changed = new Date('2026-11-03T10:00:00Z');
    siteDir = site(stateDir, '<import><offers/></import>');
    recordFeed(stateDir, 'main', entry('d2'));
    finishFeeds({ stateDir, site: 'main', siteDir, now: changed, log: () => undefined });
    commitFeedState(stateDir, 'main');
    expect(statSync(join(siteDir, 'empik-product-feed.xml')).mtime.toISOString()).toBe(changed.toISOString());
    expect(readLastModified(stateDir)['main/pl/empik-product-feed.xml']).toEqual({
      digest: 'd2',
      lastModified: changed.toISOString(),
    });
  });

  it('closes no Empik offer and dates no feed for a build that was not published', async () => {
    const stateDir = tempDir();
    const empik = (products: ReturnType<typeof plantedProducts>) => renderPl('empik-product-feed', stateDir, products).text();
    const build = async (products: ReturnType<typeof plantedProducts>, published: boolean, now: Date) => {
      startJournal(stateDir, 'main');
      const xml = await empik(products);
      const siteDir = join(stateDir, `dist-${now.getTime()}`);
      mkdirSync(siteDir, { recursive: true });
      writeFileSync(join(siteDir, 'empik-product-feed.xml'), xml);
      finishFeeds({ stateDir, site: 'main', siteDir, now, log: () => undefined });
      if (published) commitFeedState(stateDir, 'main');
      else discardFeedState(stateDir, 'main');
      return xml;
    };
    const all = plantedProducts();
    await build(all, true, new Date('2026-11-01T10:00:00Z'));
    const listed = [...readEmpikListed(stateDir, 'pl')];
    expect(listed.length).toBeGreaterThan(0);
    const sku = listed[0] ?? '';
    const closing = new RegExp(`<sku>${sku}</sku>(<[^>]+>[^<]*</[^>]+>)*?<quantity>0</quantity>`);
    const without = all.filter((p) => p.sku !== sku && !(p.configurable_children ?? []).some((c) => c.sku === sku));
    // Build N+1 closes the offer (quantity 0) but another site fails: nothing is published.
    expect(await build(without, false, new Date('2026-11-02T10:00:00Z'))).toMatch(closing);
    expect(readEmpikListed(stateDir, 'pl').has(sku)).toBe(true);
    const dated = readLastModified(stateDir)['main/pl/empik-product-feed.xml']?.lastModified;
    expect(dated).toBe('2026-11-01T10:00:00.000Z');
    // Build N+2 is published: it closes the offer, which the served feed never did.
    const third = new Date('2026-11-03T10:00:00Z');
    expect(await build(without, true, third)).toMatch(closing);
    expect(readEmpikListed(stateDir, 'pl').has(sku)).toBe(false);
    expect(readLastModified(stateDir)['main/pl/empik-product-feed.xml']?.lastModified).toBe(third.toISOString());
  });

  it('keeps every site’s Last-Modified entries when the sites are committed one after the other', () => {
    const stateDir = tempDir();
    const siteDir = site(stateDir, '<import/>');
    for (const name of ['main', 'us']) {
      startJournal(stateDir, name);
      recordFeed(stateDir, name, entry(`d-${name}`));
      finishFeeds({ stateDir, site: name, siteDir, now: NOW, log: () => undefined });
    }
    commitFeedState(stateDir, 'main');
    commitFeedState(stateDir, 'us');
    expect(Object.keys(readLastModified(stateDir)).sort()).toEqual([
      'main/pl/empik-product-feed.xml',
      'us/pl/empik-product-feed.xml',
    ]);
  });

  it('stops with a message when a recorded feed was not written', () => {
    const stateDir = tempDir();
    startJournal(stateDir, 'main');
    recordFeed(stateDir, 'main', entry('d1'));
    expect(() =>
      finishFeeds({ stateDir, site: 'main', siteDir: join(stateDir, 'nowhere'), now: NOW, log: () => undefined }),
    ).toThrow(/empik-product-feed of pl was not written/);
  });

  it('refuses a corrupt state file with a message naming it', () => {
    const stateDir = tempDir();
    writeFileSync(join(stateDir, 'empik-listed-pl.json'), '{"not":"a list"}');
    expect(() => readEmpikListed(stateDir, 'pl')).toThrow(/empik-listed-pl\.json: not a feed state file/);
  });
});

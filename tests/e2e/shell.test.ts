import { describe, expect, it } from 'vitest';
import { useHarness } from './use-harness.ts';
import { translator } from '../../src/i18n/index.ts';

const h = useHarness();

async function head(url: string) {
  const context = await h.context();
  const page = await context.newPage();
  const response = await page.goto(url);
  const data = {
    status: response?.status(),
    lang: await page.getAttribute('html', 'lang'),
    title: await page.title(),
    alternates: await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
    canonical: await page.$$eval('link[rel="canonical"]', (links) => links[0]?.getAttribute('href') ?? null),
    robots: await page.$$eval('meta[name="robots"]', (metas) => metas[0]?.getAttribute('content') ?? null),
  };
  await context.close();
  return data;
}

describe('the built sites in Chromium', () => {
  it('serves the Polish store at the root of the main site in Polish', async () => {
    const page = await head(h.url('main', '/'));
    expect(page.status).toBe(200);
    expect(page.lang).toBe('pl-PL');
    expect(page.title).toBe(translator('pl')('route.home.title'));
    expect(page.canonical).toBe('http://localhost:4321/');
    const langs = page.alternates.map(([l]) => l);
    expect(langs).toEqual(expect.arrayContaining(['pl-PL', 'en', 'fr-TN', 'hr-HR', 'ro-RO', 'uk-UA', 'en-US', 'x-default']));
    expect(page.alternates).toContainEqual(['en-US', 'http://us.localhost:4321/']);
    expect(page.alternates).toContainEqual(['en', 'http://localhost:4321/en']);
  });

  it('serves the English store under /en in English', async () => {
    const page = await head(h.url('main', '/en'));
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.title).toBe(translator('en')('route.home.title'));
    expect(page.alternates).toContainEqual(['pl-PL', 'http://localhost:4321/']);
  });

  it('serves the US store at the root of us.localhost', async () => {
    const page = await head(h.url('us', '/'));
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-US');
    expect(page.canonical).toBe('http://us.localhost:4321/');
    expect(page.alternates).toContainEqual(['pl-PL', 'http://localhost:4321/']);
  });

  it('answers an unknown path with the store view’s not-found page and status 404', async () => {
    const page = await head(h.url('main', '/en/no-such-page'));
    expect(page.status).toBe(404);
    expect(page.lang).toBe('en');
    expect(page.title).toBe(translator('en')('route.not-found.title'));
    // not to be indexed, and naming no page to index in its place
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeNull();
    expect(page.alternates).toEqual([]);
  });

  it('leads from the store switcher to the other store’s home', async () => {
    const context = await h.context({ width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(h.url('main', '/'));
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([page.waitForURL(h.url('us', '/')), page.click('[data-testid="store-switcher"] a[data-store="us"]')]);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([page.waitForURL(h.url('main', '/hr')), page.click('[data-testid="store-switcher"] a[data-store="hr"]')]);
    expect(await page.getAttribute('html', 'lang')).toBe('hr-HR');
    await context.close();
  });

  it('leads from the store switcher to the same page in the other store where it has it, else to its home', async () => {
    const context = await h.context({ width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(h.url('main', '/o-marce'));
    const alternate = await page.getAttribute('link[rel="alternate"][hreflang="en-US"]', 'href');
    expect(alternate, 'the about page has a US version').toBe(h.url('us', '/about-us'));
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([
      page.waitForURL(h.url('us', '/about-us')),
      page.click('[data-testid="store-switcher"] a[data-store="us"]'),
    ]);
    // The US site has no pharmacy finder: from the Polish one the switcher leads to the US home.
    await page.goto(h.url('main', '/znajdz-apteke'));
    expect(await page.locator('link[rel="alternate"][hreflang="en-US"]').count()).toBe(0);
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([page.waitForURL(h.url('us', '/')), page.click('[data-testid="store-switcher"] a[data-store="us"]')]);
    await context.close();
  });

  it('leads from a product of the US site to the same product on the main site, and back', async () => {
    const context = await h.context({ width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(h.url('us', '/products/face'));
    const sku = await page.getAttribute('.card[data-sku]', 'data-sku');
    await Promise.all([page.waitForURL(/\/product\//), page.click(`.card[data-sku="${sku}"] .card__name a`)]);
    const usProduct = page.url();
    const polish = await page.getAttribute('link[rel="alternate"][hreflang="pl-PL"]', 'href');
    expect(polish, 'the US product names its Polish page').toMatch(new RegExp(`^${h.url('main', '/produkt/')}`));
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([page.waitForURL(polish ?? ''), page.click('[data-testid="store-switcher"] a[data-store="pl"]')]);
    expect(await page.getAttribute('html', 'lang')).toBe('pl-PL');
    expect(await page.getAttribute('link[rel="alternate"][hreflang="en-US"]', 'href'), 'names the US page back').toBe(usProduct);
    await page.click('[data-testid="store-switcher"] summary');
    await Promise.all([page.waitForURL(usProduct), page.click('[data-testid="store-switcher"] a[data-store="us"]')]);
    await context.close();
  });
});

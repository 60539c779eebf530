/**
 * The header menus in Chromium with the menus island (src/islands/enhance/MenusIsland.ts), at 1280 and 375 px:
 * an open mega-menu section, the mobile drawer and the store switcher close on Escape (the focus back on their
 * summary, the innermost menu first) and on a click outside, and one opening closes the other; they stay
 * keyboard-operable; without JavaScript they open and close by their summaries as before.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { islandHydrated } from './harness.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

/** A page with the mega-menu and the switcher, and a heading to click outside them. */
const PATH = '/en/site-map';
const SECTION = 'details.mega__section[data-section="categories"]';
const SWITCHER = '[data-testid="store-switcher"]';

async function open(width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await h.context({ width, height: width < 768 ? 812 : 900, javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(h.url('main', PATH));
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await islandHydrated(page, 'MenusIsland');
  return page;
}

const isOpen = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((el) => (el as HTMLDetailsElement).open);
const hasFocus = (locator: Locator): Promise<boolean> => locator.evaluate((el) => el === document.activeElement);

describe('the header menus at 1280 px', () => {
  it('close an open mega-menu section on Escape, the focus back on its summary, and on a click outside', async () => {
    const page = await open(1280);
    const summary = page.locator(`${SECTION} > summary`);
    await summary.click();
    expect(await isOpen(page, SECTION)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, SECTION)).toBe(false);
    expect(await hasFocus(summary)).toBe(true);

    // Still keyboard-operable: Enter opens it, Tab enters the panel, Escape from a link closes it.
    await page.keyboard.press('Enter');
    expect(await isOpen(page, SECTION)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.locator(`${SECTION} .mega__panel a`).first())).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, SECTION)).toBe(false);
    expect(await hasFocus(summary)).toBe(true);

    await summary.click();
    expect(await isOpen(page, SECTION)).toBe(true);
    await page.locator('main h1').click();
    expect(await isOpen(page, SECTION)).toBe(false);
    await page.context().close();
  });

  it('closes the store switcher on Escape and on a click outside', async () => {
    const page = await open(1280);
    const summary = page.locator(`${SWITCHER} > summary`);
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, SWITCHER)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, SWITCHER)).toBe(false);
    expect(await hasFocus(summary)).toBe(true);
    await summary.click();
    await page.locator('main h1').click();
    expect(await isOpen(page, SWITCHER)).toBe(false);
    await page.context().close();
  });

  it('closes the open section when the switcher opens, and the switcher when a section opens, by a click or otherwise', async () => {
    const page = await open(1280);
    await page.click(`${SECTION} > summary`);
    await page.click(`${SWITCHER} > summary`);
    expect(await isOpen(page, SWITCHER)).toBe(true);
    expect(await isOpen(page, SECTION)).toBe(false);
    // Opened without a click (a script, find-in-page): the toggle closes the other menu.
    await page.locator(SECTION).evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await page.waitForFunction((s) => !document.querySelector<HTMLDetailsElement>(s)?.open, SWITCHER);
    expect(await isOpen(page, SECTION)).toBe(true);
    await page.context().close();
  });
});

describe('the header menus at 375 px', () => {
  it('close the drawer’s open section, then the drawer, on Escape, the focus back on each summary', async () => {
    const page = await open(375);
    const toggle = page.getByTestId('menu-toggle');
    const summary = page.locator(`${SECTION} > summary`);
    await toggle.click();
    await summary.click();
    await page.locator(`${SECTION} .mega__panel a`).first().focus();
    await page.keyboard.press('Escape');
    expect(await isOpen(page, SECTION)).toBe(false);
    expect(await isOpen(page, '.mega__drawer')).toBe(true);
    expect(await hasFocus(summary)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '.mega__drawer')).toBe(false);
    expect(await hasFocus(toggle)).toBe(true);
    await page.context().close();
  });

  it('closes the drawer on a tap outside it, and when the store switcher opens', async () => {
    const page = await open(375);
    const toggle = page.getByTestId('menu-toggle');
    await toggle.click();
    await page.click(`${SECTION} > summary`);
    await page.locator('main h1').click();
    expect(await isOpen(page, '.mega__drawer')).toBe(false);
    await toggle.click();
    expect(await isOpen(page, '.mega__drawer')).toBe(true);
    await page.click(`${SWITCHER} > summary`);
    expect(await isOpen(page, SWITCHER)).toBe(true);
    expect(await isOpen(page, '.mega__drawer')).toBe(false);
    await page.context().close();
  });
});

describe('the header menus without JavaScript', () => {
  it.each([1280, 375])('open and close by their summaries at %i px', async (width) => {
    const page = await open(width, false);
    const menus = width < 768 ? ['.mega__drawer', SECTION, SWITCHER] : [SECTION, SWITCHER];
    for (const menu of menus) {
      await page.click(`${menu} > summary`);
      expect(await isOpen(page, menu), menu).toBe(true);
    }
    for (const menu of menus.toReversed()) {
      await page.click(`${menu} > summary`);
      expect(await isOpen(page, menu), menu).toBe(false);
    }
    await page.context().close();
  });
});

/** The accessible name Chromium computes for the first element matching `selector` (its accessibility tree). */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = (await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  })) as {
    result: { objectId: string };
  };
  const { node } = (await cdp.send('DOM.describeNode', { objectId: result.objectId })) as { node: { backendNodeId: number } };
  await cdp.send('Accessibility.enable');
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
    backendNodeId: node.backendNodeId,
    fetchRelatives: false,
  })) as { nodes: { name?: { value?: string } }[] };
  return nodes[0]?.name?.value ?? '';
}

describe("the store switcher's name", () => {
  it.each([375, 1280])('at %i px holds the code it shows and names the store (WCAG 2.5.3 label in name)', async (width) => {
    const page = await open(width);
    const name = (await accessibleName(page, `${SWITCHER} > summary`)).replace(/\s+/g, ' ');
    const visible = (await page.locator(`${SWITCHER} > summary`).innerText()).replace(/\s+/g, ' ').trim();
    expect(name).toContain('EN');
    expect(name).toContain(visible);
    expect(name).toMatch(/English/);
    await page.context().close();
  });
});

/**
 * The live price and stock island (spec 000 §7 price sync, §4 stock): a script island (no framework; it
 * renders nothing of its own) that runs the sync once over the page's live elements, and over elements
 * announced later (src/islands/live/events.ts), and again when the page is shown again (restored by Back or
 * Forward, or back in view after a while: src/islands/live/resync.ts). The static prices and stock states stay in
 * place until live values replace them. `data-live-api` on an ancestor of its mount
 * holds the API base: empty means the page's own origin.
 */
import '../zod-browser.ts';
import { scriptIsland } from '../script/define.ts';
import { runLive, type LiveText } from './dom.ts';
import { onLiveElements } from './events.ts';
import { apiBaseUrl } from './fetch.ts';
import { onShownAgain } from './resync.ts';

export interface LiveIslandProps {
  readonly storeId: number;
  readonly currency: string;
  readonly locale: string;
  /** The page's customer group, with price tiers enabled only (LiveApi.groupId). */
  readonly groupId?: number;
  readonly stockSync: boolean;
  readonly text: LiveText;
}

export default scriptIsland<LiveIslandProps>(async (props, element) => {
  const { storeId, currency, locale, groupId, stockSync, text } = props;
  const attribute = element.closest<HTMLElement>('[data-live-api]')?.dataset['liveApi'];
  const api = {
    baseUrl: apiBaseUrl(attribute, window.location.origin),
    storeId,
    currency,
    ...(groupId === undefined ? {} : { groupId }),
  };
  const settings = { api, locale, stockSync, text };
  const page = element.ownerDocument;
  // Cards added later (a listing's further pages) are synced when they are announced.
  onLiveElements((roots) => {
    runLive(roots, settings).catch((error: unknown) => console.error('Live prices of added elements failed', error));
  }, page);
  if (page.defaultView) onShownAgain(page.defaultView, () => runLive([page], settings));
  await runLive([page], settings);
});

/**
 * The page-level price and stock island (spec 000 §7 price sync, §4 stock; DESIGN.md "hydrated
 * late"): after hydration it runs the sync once over the page's live elements. It renders nothing of
 * its own; the static prices and stock states stay in place until live values replace them.
 */
import { useEffect, type ReactNode } from 'react';
import { runLive, type LiveText } from './dom.ts';
import { apiBaseUrl } from './fetch.ts';

export interface LiveIslandProps {
  readonly storeId: number;
  readonly currency: string;
  readonly locale: string;
  readonly groupId: number;
  readonly stockSync: boolean;
  readonly text: LiveText;
}

export default function LiveIsland(props: LiveIslandProps): ReactNode {
  const { storeId, currency, locale, groupId, stockSync, text } = props;
  useEffect(() => {
    const attribute = document.querySelector<HTMLElement>('[data-live-api]')?.dataset['liveApi'];
    const api = { baseUrl: apiBaseUrl(attribute, window.location.origin), storeId, currency, groupId };
    runLive(document, { api, locale, stockSync, text }).catch((error: unknown) => console.error('Live prices failed', error));
  }, [storeId, currency, locale, groupId, stockSync, text]);
  return null;
}

/**
 * The pharmacy finder's map: Leaflet, its script and its stylesheet fetched only once the island runs
 * (a stylesheet import would land in the one stylesheet every page of the catch-all route links), a CSS
 * marker (divIcon, no image files) per listed pharmacy, and the shopper's position when known. The tile
 * URL template and attribution are settings (MAP_TILE_URL, MAP_ATTRIBUTION). When Leaflet or the tiles
 * cannot load, the map area says so and the list beside it stays usable.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as Leaflet from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { mapFrame } from './map-frame.ts';
import type { GeoPoint, PharmacyItem } from '../../domain/pharmacy/index.ts';

/** Presses a link given role="button" on Space (a link answers Enter alone). */
function pressOnSpace(event: KeyboardEvent): void {
  const target = event.target;
  if (event.key !== ' ' || !(target instanceof HTMLElement) || !target.matches('a[role="button"]')) return;
  event.preventDefault();
  target.click();
}

export interface PharmacyMapText {
  /** The map's region (a landmark). */
  readonly label: string;
  /** The canvas inside it: what it is and which keys move it, not the region's name again. */
  readonly canvas: string;
  readonly loading: string;
  readonly failed: string;
  readonly tilesFailed: string;
  readonly youAreHere: string;
  /** Leaflet's own controls, named in the page's language (Leaflet's defaults are English). */
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly closePopup: string;
}

export interface PharmacyMapProps {
  /** The listed pharmacies, in list order. */
  readonly items: readonly PharmacyItem[];
  readonly origin: GeoPoint | undefined;
  readonly tileUrl: string;
  readonly attribution: string;
  readonly text: PharmacyMapText;
}

/** `idle` until the island runs (no notice in the page as built), then loading, ready, failed or without tiles. */
type MapState = 'idle' | 'loading' | 'ready' | 'failed' | 'no-tiles';

/** Adds a stylesheet link to the document head; resolves once it has loaded. */
function stylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`${href} did not load`));
    document.head.append(link);
  });
}

let leaflet: Promise<typeof Leaflet> | undefined;
/** Leaflet's script and stylesheet, fetched once; a failed fetch may be retried on the next mount. */
function loadLeaflet(): Promise<typeof Leaflet> {
  leaflet ??= Promise.all([import('leaflet'), stylesheet(leafletCss)]).then(
    ([mod]) => (mod as { default?: typeof Leaflet }).default ?? mod,
  );
  leaflet.catch(() => (leaflet = undefined));
  return leaflet;
}

/** A pharmacy's popup: its name and address as text nodes (content is never parsed as HTML). */
function popup(item: PharmacyItem): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = item.name;
  box.append(name, document.createElement('br'), `${item.street}, ${item.postcode} ${item.city}`);
  return box;
}

interface Live {
  readonly L: typeof Leaflet;
  readonly map: Leaflet.Map;
  readonly markers: Leaflet.LayerGroup;
}

export default function PharmacyMap({ items, origin, tileUrl, attribution, text }: PharmacyMapProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const live = useRef<Live | undefined>(undefined);
  const [state, setState] = useState<MapState>('idle');

  useEffect(() => {
    let mounted = true;
    setState('loading');
    loadLeaflet()
      .then((L) => {
        if (!mounted || !box.current) return;
        // Under reduced motion the map jumps rather than glides: no zoom, fade or marker animation, no pan inertia.
        const glide = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const map = L.map(box.current, {
          scrollWheelZoom: false,
          center: [0, 0],
          zoom: 2,
          zoomControl: false,
          zoomAnimation: glide,
          fadeAnimation: glide,
          markerZoomAnimation: glide,
          inertia: glide,
        });
        // Leaflet's arrow keys pan with an animation of their own (no map option): they step instead.
        if (!glide) {
          const panBy = map.panBy.bind(map);
          map.panBy = (offset, options) => panBy(offset, { ...options, animate: false });
        }
        const zoom = L.control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(map);
        // Leaflet's zoom buttons are links given role="button": Space presses them too, as it presses a button (WCAG 2.1.1).
        zoom.getContainer()?.addEventListener('keydown', pressOnSpace);
        // Leaflet's credit without its English title ("A JavaScript library for interactive maps"): the name alone.
        map.attributionControl.setPrefix('<a href="https://leafletjs.com" lang="en">Leaflet</a>');
        map.on('popupopen', ({ popup }) => {
          popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', text.closePopup);
        });
        let tileLoaded = false;
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
          .on('tileload', () => {
            tileLoaded = true;
            setState('ready');
          })
          .on('tileerror', () => {
            if (!tileLoaded) setState('no-tiles');
          })
          .addTo(map);
        live.current = { L, map, markers: L.layerGroup().addTo(map) };
        setState((s) => (s === 'loading' ? 'ready' : s));
      })
      .catch(() => {
        if (mounted) setState('failed');
      });
    return () => {
      mounted = false;
      live.current?.map.remove();
      live.current = undefined;
    };
  }, [tileUrl, attribution, text.zoomIn, text.zoomOut, text.closePopup]);

  const ready = state === 'ready' || state === 'no-tiles';
  useEffect(() => {
    const current = live.current;
    if (!ready || !current) return;
    const { L, map, markers } = current;
    markers.clearLayers();
    const icon = L.divIcon({ className: 'pharmacy-marker', iconSize: [22, 22], iconAnchor: [11, 26], popupAnchor: [0, -24] });
    for (const item of items)
      L.marker([item.lat, item.lon], { icon, title: item.name, keyboard: false }).bindPopup(popup(item)).addTo(markers);
    if (origin)
      L.circleMarker([origin.lat, origin.lon], { radius: 8, className: 'pharmacy-marker__you' })
        .bindTooltip(text.youAreHere, { permanent: true, direction: 'top' })
        .addTo(markers);
    const frame = mapFrame(items, origin);
    if (frame) map.fitBounds(L.latLngBounds(frame), { padding: [24, 24], maxZoom: 14, animate: map.options.zoomAnimation });
  }, [ready, items, origin, text.youAreHere]);

  return (
    <section className="pharmacy-map" aria-label={text.label} data-map-state={state}>
      {/* Leaflet makes the canvas focusable (its arrow keys pan the map): a named application, not an unnamed stop. */}
      <div className="pharmacy-map__canvas" ref={box} role="application" aria-label={text.canvas} />
      {state !== 'ready' && state !== 'idle' && (
        <p className="pharmacy-map__notice" role={state === 'loading' ? undefined : 'status'}>
          {state === 'loading' ? text.loading : state === 'failed' ? text.failed : text.tilesFailed}
        </p>
      )}
    </section>
  );
}

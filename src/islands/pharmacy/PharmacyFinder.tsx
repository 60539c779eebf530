/**
 * The pharmacy finder island (spec 000 §2 "searches by city or location"): the store view's pharmacies
 * as a list grouped by town (rendered at build time, readable without JavaScript), a search by town or
 * postcode forgiving missing diacritics, "Use my location" (nearest first, with the distance) and a
 * Leaflet map of the listed pharmacies. A refused or failed geolocation says so and keeps the list.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { interpolate } from '../../i18n/interpolate.ts';
import { currentPosition, type LocationProblem } from './geolocate.ts';
import PharmacyMap from './PharmacyMap.tsx';
import { FINDER_QUERY_PARAM, withQuery } from './query-param.ts';
import {
  formatDistance,
  groupByCity,
  nearestFirst,
  pharmacySearch,
  type GeoPoint,
  type PharmacyItem,
} from '../../domain/pharmacy/index.ts';
import './pharmacy.css';

export interface PharmacyText {
  readonly searchLabel: string;
  readonly searchHint: string;
  readonly locate: string;
  readonly locating: string;
  readonly located: string;
  readonly sortByCity: string;
  readonly locationDenied: string;
  readonly locationFailed: string;
  /** 'Pharmacies: {count}'. */
  readonly count: string;
  /** 'No pharmacy matches "{query}"…'. */
  readonly noResults: string;
  readonly results: string;
  readonly nearest: string;
  readonly hours: string;
  /** '{value} away'. */
  readonly distance: string;
  /** The map's region. */
  readonly mapLabel: string;
  /** The map's canvas, which the keyboard moves and zooms (PharmacyMapText.canvas). */
  readonly mapCanvas: string;
  readonly mapLoading: string;
  readonly mapFailed: string;
  readonly tilesFailed: string;
  readonly youAreHere: string;
  /** The map's own controls: its zoom buttons and a popup's close button. */
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly closePopup: string;
}

export interface PharmacyFinderProps {
  /** The store view's pharmacies, in town order. */
  readonly pharmacies: readonly PharmacyItem[];
  /** BCP 47 locale of the distances. */
  readonly locale: string;
  readonly tileUrl: string;
  readonly attribution: string;
  readonly text: PharmacyText;
}

type Location =
  | { readonly kind: 'idle' | 'locating' }
  | { readonly kind: 'located'; readonly at: GeoPoint }
  | { readonly kind: 'problem'; readonly problem: LocationProblem };

function PharmacyCard(props: { item: PharmacyItem; distance?: string; text: PharmacyText }): ReactNode {
  const { item, distance, text } = props;
  return (
    <li className="pharmacy" data-pharmacy={item.id}>
      <h3 className="pharmacy__name">{item.name}</h3>
      <p className="pharmacy__address">
        {item.street}
        <br />
        {item.postcode} {item.city}
      </p>
      {item.hours && (
        <p className="pharmacy__hours">
          <span className="pharmacy__label">{text.hours}:</span> {item.hours}
        </p>
      )}
      {distance && <p className="pharmacy__distance">{interpolate(text.distance, { value: distance })}</p>}
    </li>
  );
}

export default function PharmacyFinder({ pharmacies, locale, tileUrl, attribution, text }: PharmacyFinderProps): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const [location, setLocation] = useState<Location>({ kind: 'idle' });
  const search = useMemo(() => pharmacySearch(pharmacies), [pharmacies]);
  const matches = useMemo(() => search.search(query), [search, query]);
  const origin = location.kind === 'located' ? location.at : undefined;
  const nearest = useMemo(() => (origin ? nearestFirst(matches, origin) : undefined), [matches, origin]);
  const listed = useMemo(() => nearest?.map((n) => n.item) ?? matches, [nearest, matches]);

  // The search lives in the address (`?q=`): a reload, the back button after following a pharmacy's link, or a
  // shared link shows the same list.
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get(FINDER_QUERY_PARAM) ?? '');
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    // Safari refuses more than 100 replaceState calls in 30 s (SecurityError), as typing a few towns makes: an address
    // not updated this time costs nothing (the next change writes it), an error thrown here would unmount the finder.
    try {
      window.history.replaceState(window.history.state, '', withQuery(window.location.href, query));
    } catch {
      // Not written this time.
    }
  }, [hydrated, query]);

  const locate = (): void => {
    if (location.kind === 'locating') return;
    setLocation({ kind: 'locating' });
    currentPosition(navigator.geolocation).then(
      (at) => setLocation({ kind: 'located', at }),
      (problem: LocationProblem) => setLocation({ kind: 'problem', problem }),
    );
  };

  return (
    <div className="pharmacy-finder">
      <div className="pharmacy-finder__controls">
        <form
          className="pharmacy-finder__search"
          role="search"
          aria-label={text.searchLabel}
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor="pharmacy-q">{text.searchLabel}</label>
          <input
            id="pharmacy-q"
            name="q"
            type="search"
            autoComplete="off"
            aria-describedby="pharmacy-q-hint"
            value={query}
            disabled={!hydrated}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <p id="pharmacy-q-hint" className="pharmacy-finder__hint">
            {text.searchHint}
          </p>
        </form>
        <div className="pharmacy-finder__locate">
          {origin ? (
            <button type="button" onClick={() => setLocation({ kind: 'idle' })}>
              {text.sortByCity}
            </button>
          ) : (
            // While locating, aria-disabled rather than disabled: a disabled button loses the keyboard's focus.
            <button
              type="button"
              onClick={locate}
              disabled={!hydrated}
              aria-disabled={location.kind === 'locating' ? true : undefined}
            >
              {text.locate}
            </button>
          )}
        </div>
      </div>
      <div className="pharmacy-finder__status" aria-live="polite">
        {location.kind === 'locating' && <p>{text.locating}</p>}
        {location.kind === 'located' && <p>{text.located}</p>}
        {location.kind === 'problem' && (
          <p className="pharmacy-finder__problem" data-problem={location.problem}>
            {location.problem === 'denied' ? text.locationDenied : text.locationFailed}
          </p>
        )}
        <p className="pharmacy-finder__count" data-count={listed.length}>
          {listed.length === 0
            ? interpolate(text.noResults, { query: query.trim() })
            : interpolate(text.count, { count: listed.length })}
        </p>
      </div>
      <div className="pharmacy-finder__body">
        <section className="pharmacy-finder__list" aria-label={text.results}>
          {nearest ? (
            <>
              <h2>{text.nearest}</h2>
              <ol className="pharmacy-finder__items" data-pharmacies>
                {nearest.map(({ item, km }) => (
                  <PharmacyCard key={item.id} item={item} distance={formatDistance(km, locale)} text={text} />
                ))}
              </ol>
            </>
          ) : (
            groupByCity(matches).map((group) => (
              <section key={group.city} className="pharmacy-finder__city">
                <h2>{group.city}</h2>
                <ul className="pharmacy-finder__items" data-pharmacies>
                  {group.items.map((item) => (
                    <PharmacyCard key={item.id} item={item} text={text} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </section>
        <PharmacyMap
          items={listed}
          origin={origin}
          tileUrl={tileUrl}
          attribution={attribution}
          text={{
            label: text.mapLabel,
            canvas: text.mapCanvas,
            loading: text.mapLoading,
            failed: text.mapFailed,
            tilesFailed: text.tilesFailed,
            youAreHere: text.youAreHere,
            zoomIn: text.zoomIn,
            zoomOut: text.zoomOut,
            closePopup: text.closePopup,
          }}
        />
      </div>
    </div>
  );
}

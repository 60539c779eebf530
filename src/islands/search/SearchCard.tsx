/**
 * A search result card: the one product card React renders (the search results come from the API at
 * run time). It carries the Astro ProductCard's, Price's and StockState's classes: image, line badge, name, size,
 * price incl. tax, stock state (search API results; the static index's entries have none);
 * while a special price is active, the regular price struck through and, once known, the lowest price of the
 * last 30 days (as Price.astro marks them up), its line held hidden until then.
 */
import type { PriceFaces } from '../../domain/price/format.ts';
import { mobileFace } from '../live/mobile-face.ts';
import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '../../config/image-sizes.ts';
import { PRODUCT_LINES } from '../../config/constants.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import type { SearchText } from './types.ts';
import '../../styles/card.css';
import '../../styles/line-badge.css';
import '../../styles/price.css';
import '../../styles/stock.css';

/** The card's price texts, each with its mobile face (priceFaces; mobile-face.ts), as the static cards show them. */
export interface CardPrice {
  readonly now: PriceFaces;
  /** The regular price while a special price is active. */
  readonly was?: PriceFaces;
  /** The note of the lowest price of the last 30 days, once known. */
  readonly lowest?: PriceFaces;
  /** Until the note is known (or when it is unknown): a stand-in of its form, drawn hidden, that holds its line. */
  readonly lowestHold?: PriceFaces;
}

/** The card's fixed texts: "incl. tax", the labels read out before a special and a regular price, the stock states. */
export type CardTexts = Pick<SearchText, 'inclTax' | 'special' | 'regular' | 'stock'>;

export interface SearchCardProps {
  readonly entry: SearchEntry;
  /** Line code → the line's name in the page's language. */
  readonly lines: Readonly<Record<string, string>>;
  readonly price: CardPrice;
  readonly text: CardTexts;
  readonly eager: boolean;
}

export default function SearchCard({ entry, lines, price, text, eager }: SearchCardProps): ReactNode {
  const special = price.was !== undefined;
  /** The note shown, else the stand-in that holds its line (hidden). */
  const note = price.lowest ?? price.lowestHold;
  const line = PRODUCT_LINES.find((l) => l.code === entry.line);
  return (
    <article className="card" data-sku={entry.sku}>
      <div className="card__media">
        {entry.image ? (
          <img
            src={entry.image}
            width={IMAGE_SIZES.productThumbnail.width}
            height={IMAGE_SIZES.productThumbnail.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="card__noimage" />
        )}
      </div>
      <div className="card__body">
        {line && (
          <span className="line-badge" style={{ '--line-color': line.color } as Record<string, string>} data-line={line.code}>
            {lines[line.code] ?? line.code}
          </span>
        )}
        <h3 className="card__name">
          <a href={entry.url}>{entry.name}</a>
        </h3>
        {entry.size !== undefined && <p className="card__size">{entry.size}</p>}
        <div className="price price--small">
          <p className="price__line">
            {special && <span className="visually-hidden">{text.special}</span>}
            <strong className={special ? 'price__now price__now--special' : 'price__now'} {...mobileFace(price.now)}>
              {price.now.text}
            </strong>{' '}
            <span className="price__rest">
              {special && (
                <>
                  <span className="visually-hidden">{text.regular}</span>
                  <del className="price__was" {...mobileFace(price.was)}>
                    {price.was?.text}
                  </del>
                </>
              )}
              {text.inclTax !== undefined && <span className="price__tax">{text.inclTax}</span>}
            </span>
          </p>
          {note !== undefined && (
            <p className={price.lowest ? 'price__lowest' : 'price__lowest price__lowest--empty'} {...mobileFace(note)}>
              {note.text}
            </p>
          )}
        </div>
        {entry.stock !== undefined && (
          <p className={`stock stock--${entry.stock}`} data-stock={entry.stock}>
            {text.stock[entry.stock]}
          </p>
        )}
      </div>
    </article>
  );
}

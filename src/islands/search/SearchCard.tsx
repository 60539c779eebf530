/**
 * A search result card: the one product card React renders (the search results come from the API at
 * run time). It carries the Astro ProductCard's classes: image, line badge, name, price incl. tax.
 */
import type { ReactNode } from 'react';
import { IMAGES } from '../../config/constants.ts';
import { PRODUCT_LINES } from '../../config/constants.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import '../../styles/card.css';
import '../../styles/line-badge.css';
import '../../styles/price.css';

export interface SearchCardProps {
  readonly entry: SearchEntry;
  /** Line code → the line's name in the page's language. */
  readonly lines: Readonly<Record<string, string>>;
  readonly price: string;
  readonly inclTax: string;
  readonly eager: boolean;
}

export default function SearchCard({ entry, lines, price, inclTax, eager }: SearchCardProps): ReactNode {
  const line = PRODUCT_LINES.find((l) => l.code === entry.line);
  return (
    <article className="card" data-sku={entry.sku}>
      <div className="card__media">
        {entry.image ? (
          <img
            src={entry.image}
            width={IMAGES.thumbnail.width}
            height={IMAGES.thumbnail.height}
            alt={entry.name}
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
        <div className="price price--small">
          <p className="price__line">
            <strong className="price__now">{price}</strong> <span className="price__tax">{inclTax}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

/**
 * Paging of the blog list without JavaScript: every page is pre-rendered at its own path, and the
 * pagination navigation links them (previous, numbers, next) with the current page marked.
 */

export interface PageLink {
  readonly number: number;
  readonly href: string;
  readonly current: boolean;
}

export interface Pagination {
  readonly current: number;
  readonly count: number;
  readonly previous: string | undefined;
  readonly next: string | undefined;
  readonly pages: readonly PageLink[];
}

/** How many pages `total` items fill at `size` per page; an empty list still has its first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return page < 1 ? [] : items.slice((page - 1) * size, page * size);
}

/** The navigation of page `current` of `count`; `href` gives each page's path. */
export function pagination(current: number, count: number, href: (page: number) => string): Pagination {
  const pages = Array.from({ length: count }, (_, i) => ({ number: i + 1, href: href(i + 1), current: i + 1 === current }));
  return {
    current,
    count,
    previous: current > 1 ? href(current - 1) : undefined,
    next: current < count ? href(current + 1) : undefined,
    pages,
  };
}

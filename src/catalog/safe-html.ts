/**
 * Safe editorial HTML (issue "Static storefront II", item 5): every HTML string from the content service
 * passes through `safeHtml` at build time before a page renders it. sanitize-html applies an allow-list
 * fit for editorial content: text structure, lists, tables, links, images and video iframes from known
 * players. Scripts, styles, event-handler attributes, `javascript:` and `data:` URLs and iframes from
 * any other host are removed; images are rewritten to go through the image proxy. Then ./editorial-dom.ts
 * puts the headings' ids under a prefix of their own and each table in a box that scrolls. Choices are recorded
 * in docs/decisions.md ("Dependencies", sanitize-html; "Running the product", editorial HTML; "Content pages",
 * the sample's test page).
 */
import sanitizeHtml from 'sanitize-html';
import { IMAGE_SIZES, MAX_IMAGE_SIDE } from '../config/image-sizes.ts';
import { imageUrlKey } from '../config/image-url-key.ts';
import { shapeEditorialHtml } from './editorial-dom.ts';
import { playerEmbedUrl } from './player-url.ts';
import { signedProxiedImage } from './signed-image.ts';

/**
 * The video players whose iframes editorial content may keep, by host, each with the name an iframe gets as its
 * title when the content gives none (the sanitiser knows no store view's language; a player's name is one word).
 */
const IFRAME_PLAYERS: Readonly<Record<string, string>> = {
  'www.youtube.com': 'YouTube',
  'www.youtube-nocookie.com': 'YouTube',
  'player.vimeo.com': 'Vimeo',
};

/** Hosts whose iframes (embedded video players) editorial content may keep. */
export const IFRAME_HOSTS: readonly string[] = Object.keys(IFRAME_PLAYERS);

/** A URL as a browser reads it: tabs and newlines anywhere, and controls or spaces before it, do not count. */
function asBrowserReads(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

function imageSide(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_IMAGE_SIDE ? n : fallback;
}

/**
 * An editorial image's attributes: a site path goes through the image proxy at its size (or the editorial
 * default, IMAGE_SIZES.editorial) and gets that width and height, so nothing shifts while it loads; a size the
 * storefront does not list is signed with the build's IMAGE_URL_KEY (./signed-image.ts), as the proxy serves it
 * only so. A URL with a scheme is left as it is: an http(s) one is kept, any other (`data:`, `javascript:`) is
 * removed by the scheme check, and the image without its source with it.
 */
function proxiedAttributes(attribs: Readonly<Record<string, string>>): Record<string, string> {
  const src = attribs['src'] ?? '';
  if (src === '') return { ...attribs, src };
  if (/^[a-z][a-z\d+.-]*:/i.test(asBrowserReads(src))) return { ...attribs };
  const { width, height } = IMAGE_SIZES.editorial;
  const w = imageSide(attribs['width'], width);
  const h = imageSide(attribs['height'], attribs['width'] === undefined ? height : Math.round((w * 3) / 4));
  return { ...attribs, src: signedProxiedImage(src, w, h, imageUrlKey()), width: String(w), height: String(h) };
}

/**
 * An embedded player's attributes: a video's page or share link becomes its player's embed address
 * (./player-url.ts); an http or protocol-relative URL of a player in IFRAME_PLAYERS becomes https (the
 * site's Content-Security-Policy frames only https players), and an iframe without a title is given the player's
 * name, its accessible name; it loads lazily (a player's frame fetches a megabyte or more of script, for a video
 * below the fold or never played). Any other URL is left to the host check, which removes it.
 */
function playerAttributes(attribs: Readonly<Record<string, string>>): Record<string, string> {
  const src = asBrowserReads(attribs['src'] ?? '');
  const pasted = URL.parse(src.startsWith('//') ? `https:${src}` : src);
  const embed = pasted && playerEmbedUrl(pasted);
  const url = embed === undefined || embed === null ? pasted : new URL(embed);
  const player = url && /^https?:$/.test(url.protocol) ? IFRAME_PLAYERS[url.hostname] : undefined;
  if (!url || player === undefined) return { ...attribs };
  url.protocol = 'https:';
  return { ...attribs, src: url.href, title: attribs['title']?.trim() || player, loading: 'lazy' };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'abbr',
    'code',
    'mark',
    'q',
    'cite',
    'del',
    'ins',
    'pre',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'iframe',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    abbr: ['title'],
    colgroup: ['span'],
    col: ['span'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...IFRAME_HOSTS],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1: an editorial one is the first heading of the content's sections.
    h1: 'h2',
    iframe: (tagName, attribs) => ({ tagName, attribs: playerAttributes(attribs) }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...proxiedAttributes(attribs), loading: 'lazy', alt: attribs['alt'] ?? '' },
    }),
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...linkRel(attribs) } };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs['src'],
};

/**
 * The `rel` of an editorial link: one leaving the site (an http(s) URL, in any case) or opening another browsing
 * context (a `target` other than `_self`) gets `noopener noreferrer`, and loses an `opener` the content asked for
 * (reverse tabnabbing); the content's other link types (`nofollow`, `sponsored`) stay.
 */
export function linkRel(attribs: Readonly<Record<string, string>>): { rel?: string } {
  const href = asBrowserReads(attribs['href'] ?? '');
  const external = /^https?:/i.test(href);
  const target = attribs['target']?.trim().toLowerCase();
  const own = (attribs['rel'] ?? '').split(/\s+/).filter((t) => t !== '' && t.toLowerCase() !== 'opener');
  if (!external && (target === undefined || target === '' || target === '_self'))
    return own.length > 0 ? { rel: own.join(' ') } : {};
  const tokens = new Set([...own.map((t) => t.toLowerCase()), 'noopener', 'noreferrer']);
  return { rel: [...tokens].join(' ') };
}

/** Editorial HTML from the content service, cleaned for rendering with `set:html`. Non-strings give ''. */
export function safeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return shapeEditorialHtml(sanitizeHtml(html, OPTIONS).trim());
}

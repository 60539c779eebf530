/**
 * What `safeHtml` (./safe-html.ts) does to editorial HTML once sanitize-html has cleaned it, on the parsed tree
 * (htmlparser2, the parser sanitize-html uses): heading ids go under a prefix of their own, with the links to them.
 * Choices: docs/decisions.md, "Running the product".
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Document = ReturnType<typeof parseDocument>;

/**
 * The prefix of an editorial heading's id (DOMPurify's and GitHub's): an id the content chooses can never be one
 * of the page's own (`main`, the `aria-labelledby` targets of its sections), nor name a global of its scripts.
 */
const HEADING_ID_PREFIX = 'user-content-';

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * An h2–h6's id is kept under HEADING_ID_PREFIX: the first heading with an id keeps it, a later one with the same
 * id or an id with whitespace (which no fragment can reach) loses it. A link to one of these ids in the same HTML
 * (`#id`, as written or percent-encoded) follows it; links to any other fragment stay as they are.
 */
function prefixHeadingIds(doc: Document): void {
  const ids = new Set<string>();
  for (const heading of DomUtils.findAll((el) => /^h[2-6]$/.test(el.name) && 'id' in el.attribs, doc.children)) {
    const id = heading.attribs['id'] ?? '';
    if (/^\S+$/.test(id) && !ids.has(id)) {
      ids.add(id);
      heading.attribs['id'] = `${HEADING_ID_PREFIX}${id}`;
    } else delete heading.attribs['id'];
  }
  for (const link of DomUtils.findAll((el) => el.name === 'a' && /^#./.test(el.attribs['href'] ?? ''), doc.children)) {
    const fragment = (link.attribs['href'] ?? '').slice(1);
    if (ids.has(fragment) || ids.has(decoded(fragment))) link.attribs['href'] = `#${HEADING_ID_PREFIX}${fragment}`;
  }
}

/** Sanitised editorial HTML with its headings' ids prefixed. */
export function shapeEditorialHtml(html: string): string {
  const doc = parseDocument(html);
  prefixHeadingIds(doc);
  return DomUtils.getOuterHTML(doc, { encodeEntities: 'utf8', selfClosingTags: true, emptyAttrs: true });
}

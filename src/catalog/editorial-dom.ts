/**
 * What `safeHtml` (./safe-html.ts) does to editorial HTML once sanitize-html has cleaned it, on the parsed tree
 * (htmlparser2, the parser sanitize-html uses): heading ids go under a prefix of their own, with the links to them,
 * and every outermost table is put in a box that scrolls sideways. Choices: docs/decisions.md, "Running the
 * product".
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

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

/** Whether an element is inside a table. */
function inTable(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if ('name' in parent && parent.name === 'table') return true;
  return false;
}

/**
 * Each outermost table goes in a box (class `table-scroll`, styled by SafeHtml.astro) that scrolls sideways when the
 * table is wider than the column, so the page does not; the box takes the keyboard's focus (`tabindex="0"`), as a
 * keyboard scrolls only what has it.
 */
function wrapTables(doc: Document): void {
  for (const table of DomUtils.findAll((el) => el.name === 'table' && !inTable(el), doc.children)) {
    const box = DomUtils.findOne(() => true, parseDocument('<div class="table-scroll" tabindex="0"></div>').children);
    if (!box) continue;
    DomUtils.prepend(table, box);
    DomUtils.appendChild(box, table);
  }
}

/**
 * Sanitised editorial HTML with its headings' ids prefixed and its tables in scroll boxes; HTML with neither (most
 * of it) is returned as it is, unparsed.
 */
export function shapeEditorialHtml(html: string): string {
  if (!/<table[\s>]|<h[2-6]\s[^>]*\bid=/i.test(html)) return html;
  const doc = parseDocument(html);
  prefixHeadingIds(doc);
  wrapTables(doc);
  return DomUtils.getOuterHTML(doc, { encodeEntities: 'utf8', selfClosingTags: true, emptyAttrs: true });
}

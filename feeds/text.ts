/**
 * Plain text for the feeds (FEEDS.md: HTML stripped, entities decoded, whitespace collapsed) and truncation.
 * HTML is read by htmlparser2 (the parser sanitize-html uses), which decodes entities as browsers do.
 */
import { Parser } from 'htmlparser2';

/** Elements dropped with their content. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template']);
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/** Inline elements, besides the block and dropped ones, whose tags a pass reads as markup. */
const INLINE_TAGS = 'a abbr b cite code em i img mark q s small span strong sub sup u'.split(' ');
const HTML_TAGS = new Set([...DROPPED, ...BLOCK_TAGS, ...INLINE_TAGS]);
/**
 * Whether a pass left markup (text escaped twice: `&lt;p&gt;`): a tag of an HTML element. Words in angle
 * brackets that name no element (`<Travel>`, correctly escaped text) stay text.
 */
function hasMarkup(text: string): boolean {
  for (const m of text.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g))
    if (HTML_TAGS.has((m[1] ?? '').toLowerCase())) return true;
  return false;
}
// Characters XML 1.0 does not allow, and the non-characters U+FFFE/U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when XML 1.0 can carry the text as it is (an identifier, which cleaning would change, must be). */
export function isXmlText(text: string): boolean {
  return text.search(NOT_XML) < 0;
}

/** The text of an HTML fragment, entities decoded; block elements and <br> become spaces; comments dropped. */
function htmlText(html: string): string {
  const out: string[] = [];
  let dropped = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED.has(name)) dropped++;
        else if (BLOCK_TAGS.has(name)) out.push(' ');
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (BLOCK_TAGS.has(name)) out.push(' ');
      },
      ontext(text) {
        if (dropped === 0) out.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.join('');
}

/**
 * Plain text of an HTML fragment: tags removed (block tags and <br> become a space, script and style
 * with their content dropped), named and numeric entities decoded, characters XML cannot carry
 * removed, whitespace collapsed (cleanText: a lone no-break space stays). Text escaped twice (`&lt;p&gt;`) is
 * cleaned again, at most three passes; angle brackets around words that are no HTML element stay.
 */
export function plainText(html: string | null | undefined): string {
  let text = html ?? '';
  for (let pass = 0; pass < 3; pass++) {
    text = htmlText(text);
    if (!hasMarkup(text)) break;
  }
  return cleanText(text);
}

/**
 * Text as written (no tags or entities read): characters XML cannot carry removed, whitespace collapsed: a run of
 * whitespace becomes one space, but a lone no-break space (U+00A0, U+202F) stays, as it keeps a word with its
 * number or its punctuation ("50\u00a0ml", French "prix\u00a0:").
 */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(NOT_XML, '')
    .replace(/\s+/g, (run) => (/^[\u00a0\u202f]$/.test(run) ? run : ' '))
    .trim();
}

/** The first `max` code points of the text (never splits a surrogate pair), trailing space removed. */
export function truncate(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
}

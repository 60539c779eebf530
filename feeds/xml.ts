/**
 * The one XML writer of the feeds: fast-xml-builder's XMLBuilder (the builder fast-xml-parser split out and
 * re-exports, deprecated there; text and attributes escaped by the library, CDATA sections split around `]]>`),
 * compact UTF-8 output with an XML declaration.
 * Objects use `@name` for attributes and `#cdata` for a CDATA section.
 */
import XMLBuilder from 'fast-xml-builder';

export const ATTR = '@';
export const CDATA = '#cdata';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  cdataPropName: CDATA,
  suppressBooleanAttributes: false,
  suppressEmptyNode: false,
  format: false,
});

/** A document from its root element object, with `<?xml version="1.0" encoding="UTF-8"?>`. */
export function buildXml(root: Readonly<Record<string, unknown>>): string {
  return builder.build({ '?xml': { [`${ATTR}version`]: '1.0', [`${ATTR}encoding`]: 'UTF-8' }, ...root });
}

/** A CDATA text node. */
export function cdata(text: string): { [CDATA]: string } {
  return { [CDATA]: text };
}

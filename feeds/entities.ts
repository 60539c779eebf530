/**
 * HTML character references for plainText (common.ts): the named entities a product description
 * realistically holds (XML's five, all of Latin-1, typography, Greek, the letters of the store
 * languages, arrows and maths signs) and the numeric-reference rules of the HTML standard
 * (windows-1252 for 0x80–0x9F, U+FFFD for invalid code points). No dependency is added for this.
 */

const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
  'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
  'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
  'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const GREEK_UPPER =
  'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho - Sigma Tau Upsilon Phi Chi Psi Omega';
const GREEK_LOWER =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega';

// prettier-ignore
const OTHERS: Readonly<Record<string, number>> = {
  quot: 34, amp: 38, apos: 39, lt: 60, gt: 62,
  Abreve: 258, abreve: 259, Aogon: 260, aogon: 261, Cacute: 262, cacute: 263, Ccaron: 268, ccaron: 269,
  Dstrok: 272, dstrok: 273, Eogon: 280, eogon: 281, Lstrok: 321, lstrok: 322, Nacute: 323, nacute: 324,
  OElig: 338, oelig: 339, Sacute: 346, sacute: 347, Scedil: 350, scedil: 351, Scaron: 352, scaron: 353,
  Tcedil: 354, tcedil: 355, Yuml: 376, Zacute: 377, zacute: 378, Zdot: 379, zdot: 380, Zcaron: 381, zcaron: 382,
  fnof: 402, circ: 710, tilde: 732, ensp: 8194, emsp: 8195, thinsp: 8201, zwnj: 8204, zwj: 8205, lrm: 8206, rlm: 8207,
  hyphen: 8208, ndash: 8211, mdash: 8212, lsquo: 8216, rsquo: 8217, sbquo: 8218, ldquo: 8220, rdquo: 8221, bdquo: 8222,
  dagger: 8224, Dagger: 8225, bull: 8226, hellip: 8230, permil: 8240, prime: 8242, Prime: 8243, lsaquo: 8249,
  rsaquo: 8250, oline: 8254, frasl: 8260, euro: 8364, trade: 8482, larr: 8592, uarr: 8593, rarr: 8594, darr: 8595,
  harr: 8596, minus: 8722, lowast: 8727, radic: 8730, infin: 8734, asymp: 8776, ne: 8800, equiv: 8801, le: 8804,
  ge: 8805, loz: 9674, spades: 9824, clubs: 9827, hearts: 9829, diams: 9830,
};

function table(): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  LATIN1.split(' ').forEach((name, i) => map.set(name, String.fromCodePoint(160 + i)));
  GREEK_UPPER.split(' ').forEach((name, i) => name !== '-' && map.set(name, String.fromCodePoint(913 + i)));
  GREEK_LOWER.split(' ').forEach((name, i) => map.set(name, String.fromCodePoint(945 + i)));
  for (const [name, code] of Object.entries(OTHERS)) map.set(name, String.fromCodePoint(code));
  return map;
}

/** Named entity (without `&` and `;`) → its text. */
export const NAMED_ENTITIES: ReadonlyMap<string, string> = table();

/** HTML's reading of numeric references 0x80–0x9F as windows-1252 (only the mapped ones). */
// prettier-ignore
const WINDOWS_1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6,
  0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c,
  0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a,
  0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

/** The text of a numeric reference: 0, surrogates and values above U+10FFFF become U+FFFD. */
export function numericReference(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,8})|#(\d{1,9})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

/** Decodes named and numeric references once; an unknown named reference stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(REFERENCE, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return numericReference(parseInt(hex, 16));
    if (dec !== undefined) return numericReference(parseInt(dec, 10));
    return NAMED_ENTITIES.get(name ?? '') ?? whole;
  });
}

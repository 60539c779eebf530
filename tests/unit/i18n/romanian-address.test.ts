/**
 * The Romanian catalogue speaks to the shopper one way: informally ("Alege o variantă", "Încearcă din nou", "Îți
 * determinăm locația"), as most of its messages did, never mixing in the polite plural ("Cumpărați online", "locația
 * dvs.", "Vă determinăm locația") on the same page. The sample texts the pages show (backend/seed/text/ro.ts: the
 * expert's tip on every product page, the landing pages, the blog) are held to the same rule.
 */
import { describe, expect, it } from 'vitest';
import { ro as seedText } from '../../../backend/seed/text/ro.ts';
import { catalogues, messageKeys } from '../../../src/i18n/index.ts';

/**
 * Marks of the polite address, each a whole word (no letter on either side; JavaScript's `\b` knows only ASCII
 * letters, so it cannot bound "vă"):
 * - its pronouns: "dumneavoastră", "dvs.", "vă" ("Vă determinăm"), "vi" ("vi se trimite"), and "v-" before a verb
 *   ("V-am trimis");
 * - verbs of the second person plural, its imperatives included (-ați, -iți, -eți, -âți: "Aplicați", "Reveniți").
 */
const POLITE =
  /(?<![\p{L}\p{M}])(?:(?:dumneavoastră|vă|vi)(?![\p{L}\p{M}])|dvs\.?(?![\p{L}\p{M}])|v-(?=\p{L})|\p{L}+(?:ați|iți|eți|âți)(?![\p{L}\p{M}]))/giu;
/**
 * Words of those endings that address no one: plural participles ("clienții înregistrați", registered customers;
 * "operatori certificați", certified operators) and plural nouns ("Bărbați", the men's category of the sample
 * catalogue). Compared in lower case.
 */
const NOT_ADDRESS: readonly string[] = ['înregistrați', 'certificați', 'bărbați'];

/** The marks of the polite address in a text, less the words that address no one. */
function politeWords(text: string): string[] {
  return (text.match(POLITE) ?? []).filter((word) => !NOT_ADDRESS.includes(word.toLocaleLowerCase('ro')));
}

/** Every string of a nested value, with its path ("product.expertTip", "landing.reviews.0"). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
}

describe('the Romanian catalogue addresses the shopper informally', () => {
  it('finds the polite address, and not the informal one', () => {
    expect('Cumpărați online; locația dvs.; Reveniți'.match(POLITE)).toEqual(['Cumpărați', 'dvs.', 'Reveniți']);
    expect('Alege o variantă. Încearcă din nou. Locația ta.'.match(POLITE)).toBeNull();
    // The two the language review found: a pronoun (pharmacy.locating) and an imperative (the seed's expertTip).
    expect(politeWords('Vă determinăm locația…')).toEqual(['Vă']);
    expect(politeWords('Aplicați pe pielea ușor umedă imediat după baie.')).toEqual(['Aplicați']);
    expect(politeWords('V-am trimis un e-mail; vi se va trimite un link; vă rugăm, abonați-vă.')).toEqual([
      'V-',
      'vi',
      'vă',
      'abonați',
      'vă',
    ]);
    // Their informal forms, and words that merely contain the same letters.
    expect(politeWords('Îți determinăm locația…')).toEqual([]);
    expect(politeWords('Aplică pe pielea ușor umedă imediat după baie.')).toEqual([]);
    expect(
      politeWords(
        'Ți-am trimis un link pentru a-ți seta parola. Autentifică-te. Poți alege: vitiligo, TV-ul, Vaslui, bărbați, clienții înregistrați, operatori certificați.',
      ),
    ).toEqual([]);
  });

  it('holds for every message', () => {
    const ro = catalogues.ro;
    const found = messageKeys().flatMap((key) => politeWords(ro[key]).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('holds for every sample text the pages show', () => {
    const texts = strings(seedText);
    expect(texts.length).toBeGreaterThan(100);
    const found = texts.flatMap(([path, text]) => politeWords(text).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
  });
});

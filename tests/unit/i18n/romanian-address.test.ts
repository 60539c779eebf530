/**
 * The Romanian catalogue speaks to the shopper one way: informally ("Alege o variantă", "Încearcă din nou"), as most of
 * its messages did, never mixing in the polite plural ("Cumpărați online", "locația dvs.") on the same page.
 */
import { describe, expect, it } from 'vitest';
import { catalogues, messageKeys } from '../../../src/i18n/index.ts';

/** Marks of the polite address: its pronouns, and verbs of the second person plural (-ați, -iți, -eți, -âți). */
const POLITE = /\b(dumneavoastră|dvs\.?)(?=\s|$|[.,;:!?])|[a-zăâîșț]+(ați|iți|eți|âți)\b/giu;
/** Words of those endings that address no one: plural participles ("clienții înregistrați", registered customers). */
const NOT_ADDRESS: readonly string[] = ['înregistrați'];

describe('the Romanian catalogue addresses the shopper informally', () => {
  it('finds the polite address, and not the informal one', () => {
    expect('Cumpărați online; locația dvs.; Reveniți'.match(POLITE)).toEqual(['Cumpărați', 'dvs.', 'Reveniți']);
    expect('Alege o variantă. Încearcă din nou. Locația ta.'.match(POLITE)).toBeNull();
  });

  it('holds for every message', () => {
    const ro = catalogues.ro;
    const found = messageKeys().flatMap((key) =>
      (ro[key].match(POLITE) ?? []).filter((word) => !NOT_ADDRESS.includes(word)).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});

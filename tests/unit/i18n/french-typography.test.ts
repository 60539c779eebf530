/**
 * French typography: the high punctuation (: ; ! ?) and the closing guillemet follow their word after a no-break
 * space, and the opening guillemet precedes its word so, as French is set. With an ordinary space a narrow box could
 * break the line before the colon and start the next one with ": 18,39 €".
 */
import { describe, expect, it } from 'vitest';
import { catalogues, messageKeys, withColon } from '../../../src/i18n/index.ts';

/** The places in a text where a line could break between a word and its punctuation. */
function breakablePunctuation(text: string): string[] {
  return [...text.matchAll(/[ \t\n](?=[:;!?»])|«[ \t\n]/g)].map((m) => text.slice(Math.max(0, m.index - 12), m.index + 3));
}

describe('French punctuation keeps to its word', () => {
  it('finds a breakable space before high punctuation and inside guillemets, and not a no-break one', () => {
    expect(breakablePunctuation('Prix : 5 €')).toEqual(['Prix : ']);
    expect(breakablePunctuation('« x » ?')).toHaveLength(3);
    expect(breakablePunctuation('Prix\u00a0: 5 € «\u00a0x\u00a0»\u202f?')).toEqual([]);
  });

  it('holds for every message of the French catalogue', () => {
    const fr = catalogues.fr;
    const found = messageKeys().flatMap((key) => breakablePunctuation(fr[key]).map((at) => `${key}: …${at}…`));
    expect(messageKeys().length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});

describe('a label and its colon (withColon), where the code writes the colon', () => {
  it('puts a no-break space before the colon in French, and none in the other languages', () => {
    expect(withColon('fr', 'Pays et langue')).toBe('Pays et langue\u00a0:');
    expect(breakablePunctuation(withColon('fr', 'Prix du coffret'))).toEqual([]);
    expect(withColon('pl', 'Kraj i język')).toBe('Kraj i język:');
    expect(withColon('en', 'Set price')).toBe('Set price:');
  });
});

/**
 * The header search box shows its hint (`header.searchPlaceholder`) and is named by its hidden label
 * (`search.placeholder`): the visible word must begin the name, so that a shopper using speech input can say what
 * they see ("Recherche" beside "Recherche de produits", where it stood beside "Rechercher des produits": WCAG 2.5.3, label in name).
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/i18n/index.ts';

describe('the header search box’s hint in every language', () => {
  it.each(Object.keys(catalogues) as (keyof typeof catalogues)[])('%s: the hint is the first word of the box’s name', (lang) => {
    const messages = catalogues[lang];
    const hint = messages['header.searchPlaceholder'];
    const firstWord = messages['search.placeholder'].split(/\s+/u)[0];
    expect(hint.trim()).not.toBe('');
    expect(hint.toLocaleLowerCase(lang)).toBe(firstWord?.toLocaleLowerCase(lang));
  });
});

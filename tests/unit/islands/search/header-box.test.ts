/** The header's search box on the search page (src/islands/search/header-box.ts), in a happy-dom document. */
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADER_SEARCH_ID, showInHeaderBox } from '../../../../src/islands/search/header-box.ts';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** A page with the header's box (and the search page's input), as the DOM's own Document. */
function page(): { doc: Document; header: HTMLInputElement; own: HTMLInputElement } {
  window.document.body.innerHTML = `<form role="search"><input id="${HEADER_SEARCH_ID}" name="q"></form><input id="search-page-q">`;
  const doc = window.document as unknown as Document;
  return {
    doc,
    header: doc.getElementById(HEADER_SEARCH_ID) as HTMLInputElement,
    own: doc.getElementById('search-page-q') as HTMLInputElement,
  };
}

describe("showInHeaderBox: the header's search box shows the search page's term", () => {
  it('writes the term searched for, and an empty one', () => {
    const { doc, header } = page();
    showInHeaderBox(doc, 'krem');
    expect(header.value).toBe('krem');
    showInHeaderBox(doc, '');
    expect(header.value).toBe('');
  });

  it('leaves the box alone while the shopper types in it', () => {
    const { doc, header, own } = page();
    header.focus();
    header.value = 'ser';
    showInHeaderBox(doc, 'krem');
    expect(header.value).toBe('ser');
    own.focus();
    showInHeaderBox(doc, 'krem');
    expect(header.value).toBe('krem');
  });

  it('does nothing on a page without the box', () => {
    window.document.body.innerHTML = '<input id="search-page-q">';
    expect(() => showInHeaderBox(window.document as unknown as Document, 'krem')).not.toThrow();
  });
});

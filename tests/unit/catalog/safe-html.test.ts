import { describe, expect, it } from 'vitest';
import { linkRel, safeHtml } from '../../../src/catalog/safe-html.ts';
import { imageSignature } from '../../../src/catalog/signed-image.ts';
import { parseImageUrlKey } from '../../../src/config/image-url-key.ts';
import { isAllowedImageRequest, imageSignatureOf } from '../../../backend/images/image-rule.ts';
import { parseImageTarget } from '../../../backend/images/image-path.ts';

/** The signature the build gives an editorial image of a size the storefront does not list (its key: this process's). */
const KEY = parseImageUrlKey(process.env);
const sig = (width: number, height: number, path: string) => imageSignature(KEY, width, height, path);

describe('safeHtml (safe content HTML)', () => {
  it('removes script elements with their content', () => {
    expect(safeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event-handler attributes', () => {
    const out = safeHtml('<p onclick="x()">a</p><img src="/b/x.png" onerror="alert(1)" alt="x">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<p>a</p>');
  });

  it('removes javascript: and data: URLs', () => {
    const out = safeHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>');
    expect(out).not.toMatch(/javascript:|data:/);
    expect(out).toBe('<a>x</a><a>y</a>');
  });

  it('removes iframes from foreign hosts and keeps known video players', () => {
    const out = safeHtml(
      '<iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" title="v"></iframe>',
    );
    expect(out).not.toContain('evil.example');
    expect(out).toContain('https://www.youtube-nocookie.com/embed/abc');
  });

  it('removes style elements and style attributes', () => {
    expect(safeHtml('<style>body{}</style><p style="color:red">t</p>')).toBe('<p>t</p>');
  });

  it('sends site images through the image proxy at their size or the editorial default', () => {
    expect(safeHtml('<img src="/b/a.png" width="400" height="300" alt="A">')).toBe(
      `<img src="/img/400/300/resize/b/a.png?s=${sig(400, 300, '/b/a.png')}" width="400" height="300" alt="A" loading="lazy" />`,
    );
    expect(safeHtml('<img src="/b/a.png">')).toContain('src="/img/800/600/resize/b/a.png"');
    expect(safeHtml('<img src="/b/a.png" width="99999">')).toContain('/img/800/600/resize/b/a.png');
  });

  it('gives every proxied image the width and height it is served at, so nothing shifts', () => {
    expect(safeHtml('<img src="/b/a.png" alt="A">')).toBe(
      '<img src="/img/800/600/resize/b/a.png" alt="A" width="800" height="600" loading="lazy" />',
    );
    expect(safeHtml('<img src="/b/a.png" width="400">')).toContain(
      `src="/img/400/300/resize/b/a.png?s=${sig(400, 300, '/b/a.png')}" width="400" height="300"`,
    );
    expect(safeHtml('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" loading="lazy" alt="" />',
    );
  });

  it('an image at a size the storefront lists is not signed; any other is, and the proxy accepts it', () => {
    expect(safeHtml('<img src="/b/a.png" width="800" height="500">')).toContain('src="/img/800/500/resize/b/a.png" ');
    expect(safeHtml('<img src="/b/a.png" width="300" height="300">')).toContain('src="/img/300/300/resize/b/a.png" ');
    for (const [html, path] of [
      ['<img src="/b/a.png" width="123" height="45">', '/b/a.png'],
      ['<img src="b/a.png" width="1" height="2000">', '/b/a.png'],
      ['<img src="/b/krem%20%C5%BC.png" width="640" height="480">', '/b/krem ż.png'],
      ['<img src="/b/krem ż.png" width="640" height="480">', '/b/krem ż.png'],
      ['<img src="/b/a.png?v=2#top" width="640" height="480">', '/b/a.png'],
    ] as const) {
      const src = /src="([^"]*)"/.exec(safeHtml(html))?.[1]?.replaceAll('&amp;', '&') ?? '';
      // The target a browser asks: its path percent-encoded, its fragment kept to itself.
      const target = encodeURI(decodeURI(src.split('#')[0] ?? ''));
      const request = parseImageTarget(target);
      expect(request.path, html).toBe(path);
      expect(imageSignatureOf(target), html).toBe(sig(request.width, request.height, path));
      expect(isAllowedImageRequest(request, imageSignatureOf(target), KEY), html).toBe(true);
      expect(isAllowedImageRequest(request, imageSignatureOf(target), `${KEY}-another`), html).toBe(false);
    }
  });

  it('drops images without a source and gives every image an alt', () => {
    expect(safeHtml('<img alt="x"><p>t</p>')).toBe('<p>t</p>');
    expect(safeHtml('<img src="/b/a.png">')).toContain('alt=""');
  });

  it('a link leaving the site or opening a new tab never keeps its opener, whatever the case of its URL or its own rel', () => {
    expect(safeHtml('<a href="HTTPS://evil.example/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="HTTPS://evil.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(safeHtml('<a href="Https://x.example/" target="_blank">x</a>')).toBe(
      '<a href="Https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(safeHtml('<a href="/strona/o-nas" target="_blank" rel="Opener nofollow">x</a>')).toBe(
      '<a href="/strona/o-nas" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(safeHtml('<a href="/strona/o-nas" rel="opener">x</a>')).toBe('<a href="/strona/o-nas">x</a>');
    expect(safeHtml('<a href="/strona/o-nas" rel="nofollow">x</a>')).toBe('<a href="/strona/o-nas" rel="nofollow">x</a>');
    expect(linkRel({ href: 'https://x.example/', rel: 'sponsored' })).toEqual({ rel: 'sponsored noopener noreferrer' });
    // A browser drops tabs and newlines in a URL and controls before it: still a link off the site.
    for (const href of [
      'ht\ttps://evil.example/',
      'https:\n//evil.example/',
      '\u0001https://evil.example/',
      ' HTTP://evil.example/',
    ])
      expect(linkRel({ href }), JSON.stringify(href)).toEqual({ rel: 'noopener noreferrer' });
    expect(linkRel({ href: '/strona/o-nas' })).toEqual({});
  });

  it('keeps editorial structure and marks external links noopener', () => {
    const html = '<h2>T</h2><ul><li><strong>a</strong></li></ul><a href="https://x.example/">x</a>';
    expect(safeHtml(html)).toBe(
      '<h2>T</h2><ul><li><strong>a</strong></li></ul><a href="https://x.example/" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops an image whose source has a scheme other than http(s), never sending it through the image proxy', () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      ' DATA:image/png;base64,AAAA',
      'da\tta:image/png;base64,AAAA',
      'blob:https://dermeya.pl/1',
      'file:///b/a.png',
      'ftp://cdn.example/a.png',
    ])
      expect(safeHtml(`<p><img src="${src}" alt="x"></p>`), src).toBe('<p></p>');
    expect(safeHtml('<img src="HTTPS://cdn.example/a.png" alt="x">')).toContain('src="HTTPS://cdn.example/a.png"');
  });

  it('an editorial h1 becomes an h2, as the page has its own h1', () => {
    expect(safeHtml('<h1>Main heading</h1><p>text</p>')).toBe('<h2>Main heading</h2><p>text</p>');
  });

  it('keeps abbr with its title, code, mark, q, cite, del, ins, pre, colgroup and col', () => {
    const inline =
      '<p><abbr title="Sun protection factor">SPF</abbr> <code>x</code> <mark>m</mark> <q>q</q> <cite>c</cite> <del>d</del> <ins>i</ins></p>';
    expect(safeHtml(inline)).toBe(inline);
    expect(safeHtml('<pre>a\n  b</pre>')).toBe('<pre>a\n  b</pre>');
    expect(safeHtml('<table><colgroup span="2"><col span="1" /></colgroup><tr><td>1</td></tr></table>')).toContain(
      '<table><colgroup span="2"><col span="1" /></colgroup><tr><td>1</td></tr></table>',
    );
  });

  it('an allowed player’s http or protocol-relative URL becomes https, the only frames the security policy allows', () => {
    const frame = (src: string) => `<iframe src="${src}" title="Film"></iframe>`;
    for (const [src, secure] of [
      ['http://www.youtube.com/embed/abc', 'https://www.youtube.com/embed/abc'],
      ['HTTP://player.vimeo.com/video/1?h=2', 'https://player.vimeo.com/video/1?h=2'],
      ['//www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com/embed/abc'],
    ] as const)
      expect(safeHtml(frame(src)), src).toBe(frame(secure).replace('></iframe>', ' loading="lazy"></iframe>'));
    expect(safeHtml(frame('http://evil.example/embed/abc'))).toBe('');
    expect(safeHtml(frame('ftp://www.youtube.com/embed/abc'))).toBe('');
  });

  it('a video’s page or share link in an iframe becomes its player’s embed address (the pages refuse framing)', () => {
    const frame = (src: string) => `<iframe src="${src}" title="Film"></iframe>`;
    const framed = (src: string) => frame(src).replace('></iframe>', ' loading="lazy"></iframe>');
    for (const [src, embed] of [
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
      ['http://youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['//youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ] as const)
      expect(safeHtml(frame(src)), src).toBe(framed(embed));
    // Not a video, on a host that is no player's: removed as any other host's frame.
    for (const src of [
      'https://youtu.be/',
      'https://youtu.be/short',
      'https://m.youtube.com/watch?v=%3Cscript%3E',
      'https://youtube.com/@channel',
      'https://vimeo.com/channels/staffpicks',
      'https://youtu.be.evil.example/dQw4w9WgXcQ',
      'javascript://youtu.be/dQw4w9WgXcQ',
    ])
      expect(safeHtml(frame(src)), src).toBe('');
  });

  it('a player’s iframe loads lazily, whatever loading its embed code asks for', () => {
    expect(safeHtml('<iframe src="https://www.youtube.com/embed/abc" title="Film"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" title="Film" loading="lazy"></iframe>',
    );
    expect(safeHtml('<iframe src="https://player.vimeo.com/video/1" title="F" loading="eager"></iframe>')).toContain(
      'loading="lazy"',
    );
  });

  it('an iframe without a title is named after its player', () => {
    expect(safeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain('title="YouTube"');
    expect(safeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" title=" "></iframe>')).toContain('title="YouTube"');
    expect(safeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('title="Vimeo"');
    expect(safeHtml('<iframe src="https://player.vimeo.com/video/1" title="Serum"></iframe>')).toContain('title="Serum"');
  });

  it('keeps the id of an h2–h6 under the user-content- prefix, and the in-page links to it follow', () => {
    for (const [html, expected] of [
      [
        '<p><a href="#dosing">Dosing</a></p><h2 id="dosing">Dosing</h2>',
        '<p><a href="#user-content-dosing">Dosing</a></p><h2 id="user-content-dosing">Dosing</h2>',
      ],
      // An h1 (an h2 now) keeps its id; h3–h6 keep theirs; a percent-encoded link follows its heading.
      [
        '<h1 id="top">T</h1><h6 id="skład">S</h6><a href="#sk%C5%82ad">s</a>',
        '<h2 id="user-content-top">T</h2><h6 id="user-content-skład">S</h6><a href="#user-content-sk%C5%82ad">s</a>',
      ],
      // A link to a fragment no heading here has (the page's own, say) stays; ids elsewhere than on headings go.
      ['<a href="#main">m</a><p id="main">p</p>', '<a href="#main">m</a><p>p</p>'],
      // A repeated id and one with whitespace are dropped: no fragment could reach them.
      ['<h2 id="a">1</h2><h3 id="a">2</h3><h3 id="a b">3</h3>', '<h2 id="user-content-a">1</h2><h3>2</h3><h3>3</h3>'],
    ])
      expect(safeHtml(html), html).toBe(expected);
  });

  it('puts each outermost table in a box that scrolls, which the keyboard reaches', () => {
    expect(safeHtml('<p>x</p><table><tr><td><table><tr><td>1</td></tr></table></td></tr></table>')).toBe(
      '<p>x</p><div class="table-scroll" tabindex="0"><table><tr><td><table><tr><td>1</td></tr></table></td></tr></table></div>',
    );
    expect(safeHtml('<table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>')).toBe(
      '<div class="table-scroll" tabindex="0"><table><tr><td>1</td></tr></table></div>' +
        '<div class="table-scroll" tabindex="0"><table><tr><td>2</td></tr></table></div>',
    );
    // The content cannot give itself the box's class or focus.
    expect(safeHtml('<div class="table-scroll" tabindex="0">x</div>')).toBe('<div>x</div>');
  });

  it('gives an empty string for empty or non-string content', () => {
    expect(safeHtml(undefined)).toBe('');
    expect(safeHtml(42)).toBe('');
    expect(safeHtml('   ')).toBe('');
  });
});

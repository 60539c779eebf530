/**
 * The Lighthouse benchmark's control: a trivial page (a heading and a sentence, no style, no script, no
 * image) served on a loopback port of its own. Audited like the storefront's pages, it shows what the
 * machine and Lighthouse allow any page: what it loses is the cost of a page load in this Chromium on this
 * machine (creating the page's JavaScript context, the first layout), not of the page's content.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control page</title><meta name="description" content="A trivial page for comparison."></head>' +
  '<body><h1>Control page</h1><p>A heading and a sentence: nothing to load, run or lay out.</p></body></html>';

export interface ControlPage {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the control page at `/` on 127.0.0.1 (a free port) until `close`. */
export async function startControlPage(): Promise<ControlPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(CONTROL_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

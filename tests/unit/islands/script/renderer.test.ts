/** The script-island renderer: a tagged function is picked by its tag, renders no markup, and runs once in the browser. */
import { describe, expect, it, vi } from 'vitest';
import client from '../../../../src/islands/script/client.ts';
import { SCRIPT_ISLAND_RENDERER, scriptIsland } from '../../../../src/islands/script/define.ts';
import server from '../../../../src/islands/script/server.ts';

describe('script islands', () => {
  it('are tagged for their renderer, which Astro then picks without asking the others', () => {
    const island = scriptIsland(() => undefined);
    expect((island as unknown as Record<symbol, string>)[Symbol.for('astro:renderer')]).toBe(SCRIPT_ISLAND_RENDERER);
    expect(server.name).toBe(SCRIPT_ISLAND_RENDERER);
  });

  it('render an empty island on the server, claiming no untagged component', async () => {
    await expect(server.renderToStaticMarkup()).resolves.toEqual({ html: '' });
    await expect(server.check()).resolves.toBe(false);
  });

  it('run once in the browser with their props and mount element', async () => {
    const run = vi.fn();
    const element = {} as HTMLElement;
    await client(element)(scriptIsland(run), { a: 1 });
    expect(run).toHaveBeenCalledExactlyOnceWith({ a: 1 }, element);
  });

  it('log a failure and let the page go on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      client({} as HTMLElement)(
        scriptIsland(() => Promise.reject(new Error('boom'))),
        {},
      ),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

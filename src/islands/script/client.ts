/** The script-island renderer in the browser: runs the island's function once with its props and mount element. */
import type { ScriptIslandRun } from './define.ts';

export default (element: HTMLElement) =>
  async (run: ScriptIslandRun<unknown>, props: unknown): Promise<void> => {
    try {
      await run(props, element);
    } catch (error) {
      console.error('A script island failed', error);
    }
  };

/**
 * The `client:eager` directive: hydrate at once, as `client:load` does, for an island that is its screen (the
 * search results); when its script cannot be loaded, its root is marked (markRootOnFailure).
 */
import type { ClientDirective } from 'astro';
import { markRootOnFailure } from './failure.ts';

const eager: ClientDirective = async (load, _options, island) => {
  markRootOnFailure(island);
  const hydrate = await load();
  await hydrate();
};

export default eager;

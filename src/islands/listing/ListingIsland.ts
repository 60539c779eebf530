/**
 * The listing island (spec 000 §4): a script island (no framework) hydrated after load, that takes over
 * the controls and cards Listing.astro rendered around its mount (./controls.ts).
 */
import { scriptIsland } from '../script/define.ts';
import { startListing } from './controls.ts';
import type { ListingIslandProps } from './props.ts';

export default scriptIsland<ListingIslandProps>((props, element) => {
  const root = element.closest<HTMLElement>('.listing-island');
  if (!root) throw new Error('The listing island is mounted outside its listing');
  startListing(root, props);
});

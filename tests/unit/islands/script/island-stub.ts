/** An island element for the directives' tests: it hears events, and `closest` finds the given root (or none). */
import { vi } from 'vitest';

export function islandIn(root: { setAttribute: (name: string, value: string) => void } | null) {
  const closest = vi.fn(() => root);
  const island = Object.assign(new EventTarget(), { closest });
  return { island, element: island as unknown as HTMLElement, closest };
}

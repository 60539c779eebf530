/** whenShown (src/islands/live/shown.ts): elements handed over as they come into view, each awaited by one call. */
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { whenShown } from '../../../../src/islands/live/shown.ts';

const window = new Window();
afterAll(() => window.happyDOM.close());

type Entry = { isIntersecting: boolean; target: Element };
/** The observers made, each with its callback and the elements it observes. */
const observers: { callback: (entries: Entry[]) => void; observed: Set<Element> }[] = [];
(window as unknown as Record<string, unknown>)['IntersectionObserver'] = class {
  readonly record: (typeof observers)[number];
  constructor(callback: (entries: Entry[]) => void) {
    this.record = { callback, observed: new Set() };
    observers.push(this.record);
  }
  observe(el: Element): void {
    this.record.observed.add(el);
  }
  unobserve(el: Element): void {
    this.record.observed.delete(el);
  }
  disconnect(): void {
    this.record.observed.clear();
  }
};

const card = () => ({ el: window.document.createElement('div') as unknown as HTMLElement });
/** The shown calls' elements, once the gathering time has passed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('whenShown', () => {
  it('hands an element over once, when it comes into view, to the call that waits for it', async () => {
    const a = card();
    const b = card();
    const first: HTMLElement[][] = [];
    const second: HTMLElement[][] = [];
    whenShown([a, b], (shown) => first.push(shown.map((s) => s.el)));
    // The page synced again (a restore from the back-forward cache) while `a` and `b` are still awaited.
    whenShown([a, b], (shown) => second.push(shown.map((s) => s.el)));
    const watching = observers.filter((o) => o.observed.has(a.el));
    expect(watching).toHaveLength(1);
    watching[0]?.callback([{ isIntersecting: true, target: a.el }]);
    await settle();
    expect(first).toEqual([[a.el]]);
    expect(second).toEqual([]);
  });

  it('waits again for an element handed over before, when a later call asks', async () => {
    const a = card();
    whenShown([a], () => undefined);
    observers.find((o) => o.observed.has(a.el))?.callback([{ isIntersecting: true, target: a.el }]);
    await settle();
    const later: HTMLElement[][] = [];
    whenShown([a], (shown) => later.push(shown.map((s) => s.el)));
    const watching = observers.filter((o) => o.observed.has(a.el));
    expect(watching).toHaveLength(1);
    watching[0]?.callback([{ isIntersecting: true, target: a.el }]);
    await settle();
    expect(later).toEqual([[a.el]]);
  });
});

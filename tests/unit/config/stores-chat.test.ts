/**
 * Spec 001 §5 "Chat widget is removed when the language is neither Polish nor English": the store
 * table's `chat` flag is that one rule (shouldShowChat of src/domain/client), not a second copy of it.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as ClientErrors from '../../../src/domain/client/errors.ts';
import { buildStoreViews } from '../../../src/config/stores.ts';
import { parseSettings } from '../../../src/config/settings.ts';

const asked = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/domain/client/errors.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ClientErrors>();
  return {
    ...real,
    shouldShowChat: (lang: string) => {
      asked.push(lang);
      return real.shouldShowChat(lang);
    },
  };
});

describe('the store table', () => {
  it('the chat widget is removed when the language is neither Polish nor English: the chat flag is shouldShowChat', () => {
    const views = buildStoreViews(parseSettings({}));
    expect(asked.sort()).toEqual(views.map((v) => v.lang).sort());
    expect(views.filter((v) => v.chat).map((v) => v.code)).toEqual(['pl', 'en', 'us']);
  });
});

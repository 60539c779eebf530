import type { z } from 'zod';
import { fieldMessages, issueToMessage, type UiMessage } from '../../../../src/domain/forms/index.ts';

/** The i18n keys of the issues a schema raises for a value (empty when valid). */
export function keysOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => issueToMessage(i).key);
}

/** The first message (key and params) per field path. */
export function firstByField(schema: z.ZodType, value: unknown): Record<string, UiMessage> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldMessages(r.error.issues);
}

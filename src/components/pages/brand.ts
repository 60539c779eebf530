/**
 * The brand pages' content (spec 000 §3): about, studies and values boxes (asset, alt, content), the
 * ambassador (published, image, headings, questions with answers) and the safe payment and safe delivery
 * pages (header, texts, payments or shipping entries). Malformed entries are dropped whole.
 */
import { z } from 'zod';
import { isAmbassadorPublished } from '../../domain/content/visibility.ts';
import { byOrder, optionalText, text, textList, validEntries, validSingleton } from './parse.ts';

const infoBoxSchema = z.object({
  _id: text,
  asset: optionalText,
  alt: z.string().trim().catch(''),
  content: text,
  order: z.number().optional().catch(undefined),
});

export type InfoBoxView = Omit<z.infer<typeof infoBoxSchema>, 'order'>;

/** The about, studies or values boxes in their order. */
export function infoBoxes(value: unknown): InfoBoxView[] {
  return byOrder(validEntries(infoBoxSchema, value)).map(({ _id, asset, alt, content }) => ({ _id, asset, alt, content }));
}

const ambassadorSchema = z.object({
  published: z.boolean().catch(false),
  image: optionalText,
  headings: textList,
  questions: z.array(z.object({ question: text, answer: text })).default([]),
});

export type AmbassadorView = z.infer<typeof ambassadorSchema>;

/** The ambassador entry when it parses and is published (isAmbassadorPublished), else undefined. */
export function publishedAmbassador(value: unknown): AmbassadorView | undefined {
  const entry = validSingleton(ambassadorSchema, value);
  return isAmbassadorPublished(entry) ? entry : undefined;
}

export type SafeKind = 'payments' | 'shippings';

const entrySchema = z.object({ name: text, code: optionalText });

const safeInfoSchema = z.object({ header: text, texts: textList, entries: z.array(entrySchema).default([]) });

export type SafeInfoView = z.infer<typeof safeInfoSchema>;

/** The safe payment (`payments`) or safe delivery (`shippings`) page, when its entry parses. */
export function safeInfo(value: unknown, kind: SafeKind): SafeInfoView | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return validSingleton(safeInfoSchema, { ...value, entries: (value as Record<string, unknown>)[kind] });
}

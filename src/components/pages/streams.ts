/**
 * Live streams (spec 000 §3 "Stream": title, id, image, description, date, hour). Upcoming streams come
 * first, soonest first; past ones follow, latest first. A stream counts as upcoming for its whole day
 * (the pages are static: a build during the day keeps it on top). Choice in docs/decisions.md.
 */
import { z } from 'zod';
import { optionalText, text, validEntries } from './parse.ts';

const streamSchema = z.object({
  _id: text,
  title: text,
  image: optionalText,
  description: optionalText,
  date: z.iso.date(),
  hour: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional()
    .catch(undefined),
});

export type StreamView = z.infer<typeof streamSchema>;

export interface StreamLists {
  readonly upcoming: readonly StreamView[];
  readonly past: readonly StreamView[];
}

const startOf = (s: StreamView): string => `${s.date}T${s.hour ?? '00:00'}`;

/** The streams split at `now` (UTC day): upcoming soonest first, then past latest first. */
export function orderedStreams(value: unknown, now: Date): StreamLists {
  const today = now.toISOString().slice(0, 10);
  const streams = validEntries(streamSchema, value);
  return {
    upcoming: streams.filter((s) => s.date >= today).sort((a, b) => startOf(a).localeCompare(startOf(b))),
    past: streams.filter((s) => s.date < today).sort((a, b) => startOf(b).localeCompare(startOf(a))),
  };
}

/** The stream's day in the store view's language (the date is a calendar day: formatted in UTC). */
export function streamDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

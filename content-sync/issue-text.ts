/** How content-sync words a zod failure, at sync and in the snapshot reader alike. */
import type { z } from 'zod';

/** The first problem zod found: `{message} at {path}`. */
export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.message ?? 'invalid'} at ${issue?.path.join('.') ?? ''}`;
}

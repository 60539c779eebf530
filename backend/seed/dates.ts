/** Date helpers of the generator: every date derives from an explicit instant, never from the clock. */

export const DAY_MS = 86_400_000;

/** The given instant truncated to midnight UTC. */
export function midnightUtc(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' (the commerce platform's date format, UTC). */
export function platformDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Unix seconds (Cockpit's _created/_modified). */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

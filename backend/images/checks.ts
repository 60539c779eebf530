/** Checks the image proxy's modules share. */

/** True when a file system error says the file (or a folder on its path) does not exist. */
export const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** `value` when it is a whole number of at least 1; otherwise a RangeError naming it. */
export function positiveWhole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
  return value;
}

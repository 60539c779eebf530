/** Reading a catalogue document's loosely typed fields (`Doc`): a value of the expected type, else undefined. */

/** A finite number, else undefined. */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A string, else undefined. */
export function textValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

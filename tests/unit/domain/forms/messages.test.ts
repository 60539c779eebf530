import { describe, expect, it } from 'vitest';
import {
  VALIDATION_TEXT,
  englishText,
  fieldMessages,
  issueToMessage,
  validationMessage,
} from '../../../../src/domain/forms/index.ts';

describe('validation message convention', () => {
  it('encodes a key alone when there are no parameters', () => {
    expect(validationMessage('validation.required')).toBe('validation.required');
    expect(validationMessage('validation.required', {})).toBe('validation.required');
  });
  it('encodes parameters as JSON after a bar and decodes them back (issueToMessage)', () => {
    const message = validationMessage('validation.maxChars', { count: 255 });
    expect(message).toBe('validation.maxChars|{"count":255}');
    expect(issueToMessage({ message })).toEqual({ key: 'validation.maxChars', params: { count: 255 } });
  });
  it('treats a message that is not our encoding as a bare key', () => {
    expect(issueToMessage('Invalid input')).toEqual({ key: 'Invalid input', params: {} });
    expect(issueToMessage('a|not json')).toEqual({ key: 'a|not json', params: {} });
    expect(issueToMessage('a|[1]')).toEqual({ key: 'a|[1]', params: {} });
  });
  it('fills the English text for logs', () => {
    expect(englishText({ key: 'validation.onlyAvailable', params: { maxQuantity: 4 } })).toBe('Only 4 available');
    expect(englishText({ key: 'validation.maxChars', params: {} })).toBe('Maximum number of characters is {count}');
    expect(englishText({ key: 'unknown.key', params: {} })).toBe('unknown.key');
  });
  it('uses the spec texts for the required and maximum-length messages', () => {
    expect(VALIDATION_TEXT['validation.required']).toBe('Field is required');
    expect(VALIDATION_TEXT['validation.maxChars']).toBe('Maximum number of characters is {count}');
  });
  it('keeps the first message per field', () => {
    const out = fieldMessages([
      { path: ['email'], message: 'validation.required' },
      { path: ['email'], message: 'validation.email' },
      { path: ['a', 0], message: 'validation.maxChars|{"count":3}' },
    ]);
    expect(out).toEqual({
      email: { key: 'validation.required', params: {} },
      'a.0': { key: 'validation.maxChars', params: { count: 3 } },
    });
  });
});

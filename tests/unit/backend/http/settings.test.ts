import { describe, expect, it } from 'vitest';
import { parseBackendSettings } from '../../../../backend/settings.ts';

describe('backend settings', () => {
  it('defaults: port 4000 on 127.0.0.1, CORS limited to the two site URLs', () => {
    const s = parseBackendSettings({});
    expect(s.port).toBe(4000);
    expect(s.host).toBe('127.0.0.1');
    expect(s.dbFile).toBe('.data/backend.sqlite');
    expect(s.contentToken).toBe('dev-content-token');
    expect(s.corsOrigins).toEqual(['http://localhost:4321', 'http://us.localhost:4321']);
  });

  it('a bad value is refused naming the variable', () => {
    expect(() => parseBackendSettings({ BACKEND_PORT: 'abc' })).toThrow(/BACKEND_PORT/);
    expect(() => parseBackendSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseBackendSettings({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => parseBackendSettings({ CONTENT_TOKEN: 'short' })).toThrow(/CONTENT_TOKEN/);
  });

  it('CORS_ORIGINS is a comma list', () => {
    expect(parseBackendSettings({ CORS_ORIGINS: 'http://a.test, https://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });
});

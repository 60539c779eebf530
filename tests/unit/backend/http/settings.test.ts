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

  it('OUTPUT_CACHE_MB: 64 MiB by default, 0 switches the output cache off, a bad value is refused naming it', () => {
    expect(parseBackendSettings({}).outputCacheBytes).toBe(64 * 1024 * 1024);
    expect(parseBackendSettings({ OUTPUT_CACHE_MB: '0' }).outputCacheBytes).toBe(0);
    expect(parseBackendSettings({ OUTPUT_CACHE_MB: '8' }).outputCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ['-1', '1.5', 'lots', '5000'])
      expect(() => parseBackendSettings({ OUTPUT_CACHE_MB: bad })).toThrow(/OUTPUT_CACHE_MB/);
  });

  it('IMAGE_CACHE_MB (1 GiB by default) and IMAGE_RENDERS (one per CPU when unset) bound the image proxy', () => {
    expect(parseBackendSettings({}).imageCacheBytes).toBe(1024 * 1024 * 1024);
    expect(parseBackendSettings({}).imageRenders).toBeUndefined();
    expect(parseBackendSettings({ IMAGE_CACHE_MB: '16', IMAGE_RENDERS: '3' })).toMatchObject({
      imageCacheBytes: 16 * 1024 * 1024,
      imageRenders: 3,
    });
    for (const bad of ['0', '-1', '1.5', 'lots']) {
      expect(() => parseBackendSettings({ IMAGE_CACHE_MB: bad })).toThrow(/IMAGE_CACHE_MB/);
      expect(() => parseBackendSettings({ IMAGE_RENDERS: bad })).toThrow(/IMAGE_RENDERS/);
    }
  });

  it('CORS_ORIGINS is a comma list', () => {
    expect(parseBackendSettings({ CORS_ORIGINS: 'http://a.test, https://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });
});

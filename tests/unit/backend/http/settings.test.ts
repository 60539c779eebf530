import { describe, expect, it } from 'vitest';
import { assertSecretsSafe, DEFAULT_CONTENT_TOKEN, isLoopbackHost, parseBackendSettings } from '../../../../backend/settings.ts';
import { DEFAULT_IMAGE_URL_KEY } from '../../../../src/config/image-url-key.ts';
import { SettingsError } from '../../../../src/config/settings.ts';

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

  it.each([
    ['OUTPUT_CACHE_MB', 'the output cache', 'outputCacheBytes'],
    ['SITES_COMPRESSED_CACHE_MB', 'the compressed bodies the sites keep', 'sitesCompressedCacheBytes'],
  ] as const)('%s: 64 MiB by default, 0 switches %s off, a bad value is refused naming it', (name, _, field) => {
    expect(parseBackendSettings({})[field]).toBe(64 * 1024 * 1024);
    expect(parseBackendSettings({ [name]: '0' })[field]).toBe(0);
    expect(parseBackendSettings({ [name]: '8' })[field]).toBe(8 * 1024 * 1024);
    for (const bad of ['-1', '1.5', 'lots', '5000'])
      expect(() => parseBackendSettings({ [name]: bad })).toThrow(new RegExp(name));
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

  it('isLoopbackHost: localhost, 127.0.0.0/8 and ::1 in any spelling; every other address is reachable from elsewhere', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '[::]',
      '10.0.0.5',
      '192.168.1.10',
      '128.0.0.1',
      '::2',
      'shop.example',
      '127.0.0.1.nip.io',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('assertSecretsSafe: the default content token is refused on an address other machines reach, naming CONTENT_TOKEN', () => {
    const key = 'an-image-key-of-our-own';
    expect(() => assertSecretsSafe('127.0.0.1', { CONTENT_TOKEN: DEFAULT_CONTENT_TOKEN, IMAGE_URL_KEY: key })).not.toThrow();
    expect(() => assertSecretsSafe('0.0.0.0', { CONTENT_TOKEN: 'a-secret-of-our-own', IMAGE_URL_KEY: key })).not.toThrow();
    expect(() => assertSecretsSafe('0.0.0.0', { CONTENT_TOKEN: DEFAULT_CONTENT_TOKEN, IMAGE_URL_KEY: key })).toThrow(
      /CONTENT_TOKEN.*0\.0\.0\.0/,
    );
    // The backend alone is checked against BACKEND_HOST, a server of sites and APIs against its own HOST.
    expect(() => parseBackendSettings({ BACKEND_HOST: '0.0.0.0', IMAGE_URL_KEY: key })).toThrow(/CONTENT_TOKEN/);
    expect(parseBackendSettings({ BACKEND_HOST: '0.0.0.0', CONTENT_TOKEN: 'a-secret-of-our-own', IMAGE_URL_KEY: key }).host).toBe(
      '0.0.0.0',
    );
    expect(() => parseBackendSettings({ IMAGE_URL_KEY: key }, '::')).toThrow(/CONTENT_TOKEN/);
    expect(parseBackendSettings({}, 'localhost').contentToken).toBe(DEFAULT_CONTENT_TOKEN);
  });

  it('assertSecretsSafe: the default image URL key is refused on an address other machines reach, naming IMAGE_URL_KEY', () => {
    const token = 'a-secret-of-our-own';
    expect(() => assertSecretsSafe('127.0.0.1', { CONTENT_TOKEN: token, IMAGE_URL_KEY: DEFAULT_IMAGE_URL_KEY })).not.toThrow();
    expect(() => assertSecretsSafe('0.0.0.0', { CONTENT_TOKEN: token, IMAGE_URL_KEY: DEFAULT_IMAGE_URL_KEY })).toThrow(
      /IMAGE_URL_KEY.*0\.0\.0\.0/,
    );
    expect(() => parseBackendSettings({ BACKEND_HOST: '0.0.0.0', CONTENT_TOKEN: token })).toThrow(/IMAGE_URL_KEY/);
    expect(() => parseBackendSettings({ CONTENT_TOKEN: token }, '::')).toThrow(/IMAGE_URL_KEY/);
    expect(parseBackendSettings({}, '::1').imageUrlKey).toBe(DEFAULT_IMAGE_URL_KEY);
  });

  it('assertSecretsSafe: one refusal names every secret still at its default', () => {
    let error: unknown;
    try {
      parseBackendSettings({ BACKEND_HOST: '0.0.0.0' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).issues.map((i) => i.name)).toEqual(['CONTENT_TOKEN', 'IMAGE_URL_KEY']);
  });

  it('IMAGE_URL_KEY: the well-known default when unset, a key of at least 16 characters when set', () => {
    expect(parseBackendSettings({}).imageUrlKey).toBe('dev-image-url-key');
    expect(parseBackendSettings({ IMAGE_URL_KEY: ' 0123456789abcdef ' }).imageUrlKey).toBe('0123456789abcdef');
    expect(() => parseBackendSettings({ IMAGE_URL_KEY: '0123456789abcde' })).toThrow(
      /IMAGE_URL_KEY: expected at least 16 characters/,
    );
  });
});

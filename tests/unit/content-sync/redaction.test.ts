/** The content token never reaches a message: raw, URI-encoded, form-encoded, or as any URL's `token` parameter. */
import { describe, expect, it } from 'vitest';
import { redactor, redactUrlToken } from '../../../content-sync/errors.ts';

describe('token redaction', () => {
  const token = "abc~def!ghi'(x) y*";
  const inUrl = (t: string) => {
    const url = new URL('http://api.test/api/collections/get/blog_posts');
    url.searchParams.set('token', t);
    return url.toString();
  };

  it("redacts the token as URLSearchParams writes it (~ ! ' ( ) escaped, space as +), not only raw and encodeURIComponent", () => {
    const redact = redactor([token]);
    const url = inUrl(token);
    expect(url).toContain('token=abc%7Edef%21ghi%27%28x%29+y*');
    const messages = [
      `Response of ${url} is not JSON`,
      `raw ${token} and encoded ${encodeURIComponent(token)}`,
      `json ${JSON.stringify({ token })}`,
    ];
    for (const message of messages) {
      const out = redact(message);
      expect(out, message).toContain('***');
      for (const form of [token, encodeURIComponent(token), new URLSearchParams({ t: token }).toString().slice(2)])
        expect(out.includes(form), `${form} in ${out}`).toBe(false);
    }
    expect(redact(`Response of ${url} is not JSON`)).toBe(
      'Response of http://api.test/api/collections/get/blog_posts?token=*** is not JSON',
    );
  });

  it('redacts the value of a token parameter in any URL, whatever the secret list holds', () => {
    expect(redactUrlToken('GET http://a.test/x?lang=en&token=s3cr%21t&limit=5 failed')).toBe(
      'GET http://a.test/x?lang=en&token=***&limit=5 failed',
    );
    expect(redactor([])('http://a.test/x?token=other#frag')).toBe('http://a.test/x?token=***#frag');
    expect(redactor(['xyz'])('plain xyz and ?token=xyz')).toBe('plain *** and ?token=***');
  });

  it('leaves text without a secret as it is', () => {
    expect(redactor(['secret'])('http://a.test/x?lang=en')).toBe('http://a.test/x?lang=en');
    expect(redactor([''])('anything')).toBe('anything');
  });
});

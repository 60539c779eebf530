import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDigest, entityTag, fileDigest, fileIdentity, knownDigest } from '../../../../backend/static/representation.ts';

describe('the digests of served files', () => {
  it('are kept by what was read, and a file rewritten in place, its modification time set back, is another file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'repr-')), 'page.html');
    writeFileSync(file, '<p>one</p>');
    const first = statSync(file);
    const identity = fileIdentity(first);
    expect(knownDigest(identity)).toBeUndefined();
    const digest = fileDigest(identity, Buffer.from('<p>one</p>'));
    expect(digest).toBe(contentDigest(Buffer.from('<p>one</p>')));
    expect(knownDigest(fileIdentity(statSync(file)))).toBe(digest);
    writeFileSync(file, '<p>two</p>');
    utimesSync(file, first.atime, first.mtime);
    const again = statSync(file);
    expect(again.size).toBe(first.size);
    expect(knownDigest(fileIdentity(again))).toBeUndefined();
  });

  it('make a strong tag as it is and a weak one per encoding, never equal once W/ is stripped', () => {
    const digest = contentDigest(Buffer.from('x'));
    expect(entityTag(digest, undefined)).toBe(`"${digest}"`);
    expect(entityTag(digest, 'gzip')).toBe(`W/"${digest}-gzip"`);
    expect(entityTag(digest, 'gzip').replace(/^W\//, '')).not.toBe(entityTag(digest, undefined));
  });
});

import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDigest, entityTag, fileDigest, fileIdentity } from '../../../../backend/static/representation.ts';

describe('the digests of served files', () => {
  it('are kept by what was read, and a file rewritten in place, its modification time set back, is another file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'repr-')), 'page.html');
    writeFileSync(file, '<p>one</p>');
    const first = statSync(file);
    let reads = 0;
    const read = async () => ((reads += 1), readFileSync(file));
    const once = await fileDigest(fileIdentity(first), read);
    expect(once.digest).toBe(contentDigest(Buffer.from('<p>one</p>')));
    expect(once.bytes?.toString()).toBe('<p>one</p>');
    // Known by what was read: no read, no bytes.
    expect(await fileDigest(fileIdentity(statSync(file)), read)).toEqual({ digest: once.digest });
    expect(reads).toBe(1);
    writeFileSync(file, '<p>two</p>');
    utimesSync(file, first.atime, first.mtime);
    const again = statSync(file);
    expect(again.size).toBe(first.size);
    const changed = await fileDigest(fileIdentity(again), read);
    expect(reads).toBe(2);
    expect(changed.digest).toBe(contentDigest(Buffer.from('<p>two</p>')));
  });

  it('make a strong tag as it is and a weak one per encoding, never equal once W/ is stripped', () => {
    const digest = contentDigest(Buffer.from('x'));
    expect(entityTag(digest, undefined)).toBe(`"${digest}"`);
    expect(entityTag(digest, 'gzip')).toBe(`W/"${digest}-gzip"`);
    expect(entityTag(digest, 'gzip').replace(/^W\//, '')).not.toBe(entityTag(digest, undefined));
  });
});

/**
 * The embed address of a video an editor pasted as its page or share link (./safe-html.ts): YouTube's watch page,
 * short link, Shorts and an embed on a host without `www`, and Vimeo's page, framed only by their players' embed
 * addresses (their pages refuse to be framed, and the site's Content-Security-Policy frames only the players' hosts).
 * Choices: docs/decisions.md, "Running the product".
 */

/** A YouTube video id: eleven letters, digits, `-` or `_`. */
const YOUTUBE_ID = /^[\w-]{11}$/;

/** YouTube's hosts other than its player's (`www.youtube.com/embed/…`, which is kept as it is). */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** A start time as YouTube's links give it (`t=90`, `t=90s`, `t=1m30s`), in seconds; undefined for any other. */
function startSeconds(t: string | null): number | undefined {
  const parts = t === null ? null : /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!parts || t === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = parts;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

function youtubeEmbed(id: string | undefined, url: URL): string | undefined {
  if (id === undefined || !YOUTUBE_ID.test(id)) return undefined;
  const embed = new URL(`https://www.youtube.com/embed/${id}`);
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start !== undefined) embed.searchParams.set('start', String(start));
  return embed.href;
}

/** The id a YouTube address names on a host in YOUTUBE_HOSTS: `/watch?v=ID`, `/embed/ID`, `/shorts/ID`, `/live/ID`. */
function youtubeId(url: URL): string | undefined {
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
}

/**
 * The player's embed address of a video's page or share link (an https or http URL), or undefined when `url` is no
 * such link (a player's own address among them: it is framed as it is).
 */
export function playerEmbedUrl(url: URL): string | undefined {
  if (!/^https?:$/.test(url.protocol)) return undefined;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return youtubeEmbed(/^\/([^/]+)\/?$/.exec(url.pathname)?.[1], url);
  if (host === 'www.youtube.com' && url.pathname.startsWith('/embed/')) return undefined;
  if (YOUTUBE_HOSTS.has(host)) return youtubeEmbed(youtubeId(url), url);
  const vimeo = /^\/(\d+)(?:\/([\da-f]+))?\/?$/.exec(url.pathname);
  if ((host === 'vimeo.com' || host === 'www.vimeo.com') && vimeo) {
    const embed = new URL(`https://player.vimeo.com/video/${vimeo[1]}`);
    // An unlisted video's link carries its key as a second segment; the player takes it as `h`.
    if (vimeo[2] !== undefined) embed.searchParams.set('h', vimeo[2]);
    return embed.href;
  }
  return undefined;
}

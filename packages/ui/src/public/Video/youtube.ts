/** The 11-character id of a YouTube video, from a watch, short, embed or youtu.be address (or the id itself). */
export function youtubeIdOf(address: string | undefined | null): string | null {
  const value = address?.trim();
  if (!value) return null;
  if (/^[\w-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1];
  }
  return candidate && /^[\w-]{11}$/.test(candidate) ? candidate : null;
}

/** Thumbnail sizes YouTube serves for every video: best quality first (may be missing), medium always. */
export type ThumbnailQuality = 'maxresdefault' | 'mqdefault';

/** WebP thumbnails (a third smaller than YouTube's JPEGs); every browser Laqta supports shows them. */
export function thumbnailUrl(id: string, quality: ThumbnailQuality): string {
  return `https://i.ytimg.com/vi_webp/${id}/${quality}.webp`;
}

/** The video's own page on YouTube: where the thumbnail leads before the app can play it inline. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The player: the privacy-enhanced host (no cookies until play), starting at once. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`;
}

/**
 * YouTube answers a missing maxresdefault with a 120×90 grey placeholder instead of an error;
 * a thumbnail that narrow counts as missing.
 */
export const PLACEHOLDER_MAX_WIDTH = 120;

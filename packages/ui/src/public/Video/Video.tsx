import { clsx } from 'clsx';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import defaultPoster from './poster.svg';
import {
  embedUrl,
  PLACEHOLDER_MAX_WIDTH,
  thumbnailUrl,
  watchUrl,
  youtubeIdOf,
  type ThumbnailQuality,
} from './youtube';

export type VideoAspect = 'video' | 'square' | 'wide';

export interface VideoProps {
  /** A YouTube address (watch, youtu.be, embed, shorts) or a bare video id. */
  url: string | undefined | null;
  /** What the video is about: names the play button and the player. */
  title: string;
  aspect?: VideoAspect;
  /** When the best-quality thumbnail fails to load, try the medium one before the local poster. */
  lowResFallback?: boolean;
  /**
   * Where the thumbnail comes from: YouTube's (best quality, then medium, then the poster), or
   * only `poster` (no request to YouTube before play: the public site, which must not depend on
   * a third-party image to paint or to keep its console clean).
   */
  thumbnail?: 'youtube' | 'poster';
  /** The local image shown when no thumbnail can be loaded (defaults to our own artwork). */
  poster?: string;
  /** Above the fold: load the thumbnail at once instead of lazily. */
  priority?: boolean;
  /** Where thumbnails and the player come from (YouTube by default; stories point them at local files). */
  thumbnailSrc?: (id: string, quality: ThumbnailQuality) => string;
  playerSrc?: (id: string) => string;
  className?: string;
}

const aspects: Record<VideoAspect, string> = {
  video: 'aspect-video',
  square: 'aspect-square',
  wide: 'aspect-[21/9]',
};

type Source = { kind: 'maxres' | 'medium' | 'poster'; src: string; width: number; height: number };

type ThumbnailSrc = NonNullable<VideoProps['thumbnailSrc']>;

function sourceFor(
  kind: Source['kind'],
  id: string | null,
  poster: string,
  thumbnail: ThumbnailSrc,
): Source {
  if (kind === 'maxres' && id)
    return { kind, src: thumbnail(id, 'maxresdefault'), width: 1280, height: 720 };
  if (kind === 'medium' && id)
    return { kind, src: thumbnail(id, 'mqdefault'), width: 320, height: 180 };
  return { kind: 'poster', src: poster, width: 1280, height: 720 };
}

/**
 * A YouTube video that costs nothing until wanted: a thumbnail first; a click, Enter or Space
 * swaps in the player (youtube-nocookie, autoplay). The thumbnail is a real link to the video, so
 * a tap or Enter before the page's script has run still leads to it; the script upgrades it to
 * the inline player. The thumbnail tries the best quality, then medium, then the local poster —
 * never a broken image.
 */
export function Video({
  url,
  title,
  aspect = 'video',
  lowResFallback = true,
  thumbnail = 'youtube',
  poster = defaultPoster,
  priority = false,
  thumbnailSrc = thumbnailUrl,
  playerSrc = embedUrl,
  className,
}: VideoProps) {
  const id = youtubeIdOf(url);
  const [playing, setPlaying] = useState(false);
  const firstKind: Source['kind'] = thumbnail === 'poster' ? 'poster' : 'maxres';
  const [source, setSource] = useState<Source>(() =>
    sourceFor(firstKind, id, poster, thumbnailSrc),
  );
  const playerRef = useRef<HTMLIFrameElement>(null);

  // A new address starts over from the best thumbnail.
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setPlaying(false);
    setSource(sourceFor(firstKind, id, poster, thumbnailSrc));
  }

  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  const fallBack = (next: Source['kind']) => setSource(sourceFor(next, id, poster, thumbnailSrc));

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    // Lookup: a missing best-quality thumbnail comes back as a tiny placeholder → medium quality.
    if (source.kind === 'maxres' && event.currentTarget.naturalWidth <= PLACEHOLDER_MAX_WIDTH)
      fallBack('medium');
  };
  const onError = () => {
    if (source.kind === 'maxres' && lowResFallback) fallBack('medium');
    else if (source.kind !== 'poster') fallBack('poster');
  };

  const frame = clsx(
    'relative w-full overflow-hidden rounded-card bg-sand-900 shadow-raised',
    aspects[aspect],
    className,
  );

  if (!id) {
    return (
      <div className={frame}>
        <img src={poster} alt="" width={1280} height={720} className="size-full object-cover" />
        <p className="absolute inset-x-0 bottom-0 bg-sand-900/80 px-4 py-3 text-center text-base font-semibold text-white">
          الفيديو غير متاح حاليًا
        </p>
      </div>
    );
  }

  if (playing) {
    return (
      <div className={frame}>
        <iframe
          ref={playerRef}
          src={playerSrc(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }

  return (
    <div className={frame}>
      {/* A link that works as plain HTML; once hydrated, a click, Enter or Space plays inline. */}
      <a
        href={watchUrl(id)}
        onClick={(event) => {
          event.preventDefault();
          setPlaying(true);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setPlaying(true);
        }}
        aria-label={`تشغيل الفيديو: ${title}`}
        className="group absolute inset-0 block size-full cursor-pointer"
      >
        <img
          key={source.kind}
          src={source.src}
          alt=""
          width={source.width}
          height={source.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          data-thumbnail={source.kind}
          onLoad={onLoad}
          onError={onError}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-sand-900/20">
          <span className="flex size-16 items-center justify-center rounded-pill bg-brand-600 text-white shadow-raised transition-transform group-hover:scale-110 sm:size-20">
            <Play className="size-8 translate-x-0.5 fill-current sm:size-10" aria-hidden="true" />
          </span>
        </span>
      </a>
    </div>
  );
}

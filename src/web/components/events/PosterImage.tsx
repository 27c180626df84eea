import { Box, type SxProps, type Theme } from '@mui/material';
import { useCallback, useState } from 'react';
import { t } from '../../i18n/i18n';
import { cardPosterUrl, DEFAULT_POSTER } from './poster-url';

/** Posters are 3:2 (the server encodes them at 1200×800, cards at 610×407). */
const POSTER_RATIO = '3 / 2';

type PosterImageProps = {
  /** The event's poster URL; empty or missing shows the default game image. */
  poster: string | null | undefined;
  alt: string;
  /** 'card' loads the small `-card.webp` variant. */
  variant?: 'card' | 'full';
  /** Load at once instead of lazily (a preview that must show). */
  eager?: boolean;
  /**
   * The page's largest image above the fold (its LCP): load at once and ahead of other images.
   * The route loaders preload the same address (routes/browser-loaders.ts).
   */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * An event poster at a fixed 3:2 ratio (no layout shift), lazy by default. If an image fails to
 * load it falls back: card variant, then the full poster, then the default game image (§2).
 */
export function PosterImage({
  poster,
  alt,
  variant = 'full',
  eager,
  priority,
  sx,
}: PosterImageProps) {
  const candidates = [
    ...(variant === 'card' ? [cardPosterUrl(poster)] : []),
    poster || null,
    DEFAULT_POSTER,
  ].filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key: '', count: 0 });
  const key = candidates.join('|');
  const step = failed.key === key ? failed.count : 0;
  const src = candidates[Math.min(step, candidates.length - 1)];
  const isDefault = src === DEFAULT_POSTER;
  const fail = useCallback(() => {
    if (!isDefault) setFailed({ key, count: step + 1 });
  }, [isDefault, key, step]);
  // A server-drawn image may fail before the page is hydrated, when no error handler listens
  // yet: the element says so itself (complete, with nothing drawn).
  const checkDrawn = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) fail();
    },
    [fail, src],
  );

  return (
    <Box
      component="img"
      src={src}
      alt={isDefault ? t('events.card.noPoster', { alt }) : alt}
      width={variant === 'card' ? 610 : 1200}
      height={variant === 'card' ? 407 : 800}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      ref={checkDrawn}
      onError={fail}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: POSTER_RATIO,
          objectFit: 'cover',
          bgcolor: 'secondary.main',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

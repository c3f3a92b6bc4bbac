import type { VideoProps } from '@laqta/ui';

/**
 * The public site's videos show our own poster until played: no request to YouTube before the
 * visitor asks (nothing third-party to paint the page, nor to fail in the console offline).
 */
export const posterOnly = { thumbnail: 'poster' } as const satisfies Pick<VideoProps, 'thumbnail'>;

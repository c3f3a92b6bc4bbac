import type { LiveBillboard } from '@laqta/contract';

export const billboardSlotCopy = {
  region: 'إعلانات لقطة',
  loading: 'جاري تحميل الإعلانات',
  fallbackTitle: 'صور تبقى معك',
  fallbackText: 'احجز مصورك المحترف عبر لقطة في دقيقتين.',
} as const;

export interface BillboardSlotProps {
  /**
   * The billboards live now, in display order; `undefined` while they are not known (the page was
   * drawn before them): the box keeps its size meanwhile, so nothing below it moves when they come.
   */
  billboards: readonly LiveBillboard[] | undefined;
}

/** The box every state draws: one size (16:5, the page's width), so the page never shifts. */
const frame = 'relative aspect-[16/5] w-full overflow-hidden rounded-card';

/**
 * The landing page's advertisements: a band of reserved size (no layout shift, CLS 0) that shows
 * the live billboards side by side in a scroll-snap strip (each a link when it has one), or a
 * quiet brand message when none is live. Pure: the app gives the billboards (server render or a
 * fetch after load). Pictures load lazily and keep the box's size.
 */
export function BillboardSlot({ billboards }: BillboardSlotProps) {
  return (
    <section
      aria-label={billboardSlotCopy.region}
      className="mx-auto max-w-6xl px-4 pt-2 pb-8 sm:px-6"
    >
      {billboards === undefined ? (
        <div className={`${frame} bg-sand-100`} aria-busy="true">
          <span className="sr-only">{billboardSlotCopy.loading}</span>
        </div>
      ) : billboards.length === 0 ? (
        <div
          className={`${frame} flex flex-col items-center justify-center gap-1 bg-brand-50 px-4 text-center`}
        >
          <p className="text-lg font-extrabold text-brand-800 sm:text-2xl">
            {billboardSlotCopy.fallbackTitle}
          </p>
          <p className="text-sm text-ink sm:text-base">{billboardSlotCopy.fallbackText}</p>
        </div>
      ) : (
        <ul className={`${frame} flex snap-x snap-mandatory overflow-x-auto bg-sand-100`}>
          {billboards.map((billboard) => {
            const picture = (
              <img
                src={billboard.image_url}
                alt={billboard.title}
                width={1600}
                height={500}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            );
            return (
              <li key={billboard.id} className="h-full w-full shrink-0 snap-start">
                {billboard.link_url ? (
                  <a href={billboard.link_url} className="block size-full">
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

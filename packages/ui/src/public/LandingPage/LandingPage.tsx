import type { ReactNode } from 'react';
import { Features } from '../Features';
import { Hero } from '../Hero';
import { MarketingParagraph } from '../MarketingParagraph';
import { Testimonials } from '../Testimonials';
import { Video, type VideoProps } from '../Video';
import { Workflow } from '../Workflow';

/** The video shipped with the platform (the seeded `landing_video_url`), shown until settings arrive. */
export const defaultLandingVideoUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export interface LandingPageProps {
  /** The how-it-works video (public setting `landing_video_url`); empty when an admin removed it. */
  videoUrl?: string | null;
  videoOptions?: Pick<VideoProps, 'thumbnail' | 'thumbnailSrc' | 'playerSrc'>;
  /** Under the hero: the advertisements' band (BillboardSlot), given by the app. */
  billboards?: ReactNode;
}

/** `/` and `/landing`: hero, features, marketing paragraph, workflow, the how-it-works video, testimonials. */
export function LandingPage({
  videoUrl = defaultLandingVideoUrl,
  videoOptions,
  billboards,
}: LandingPageProps) {
  return (
    <>
      <Hero />
      {billboards}
      <Features />
      <MarketingParagraph />
      <Workflow />
      <section aria-labelledby="how-it-works-video" className="bg-sand-50">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <h2
            id="how-it-works-video"
            className="mb-3 text-center text-2xl font-extrabold text-ink sm:text-3xl"
          >
            شاهد كيف تحجز في دقيقتين
          </h2>
          <p className="mb-8 text-center text-base leading-relaxed text-ink-muted">
            جولة سريعة من اختيار الخدمة حتى استلام الصور.
          </p>
          <Video url={videoUrl} title="كيف تحجز مصورك عبر لقطة" {...videoOptions} />
        </div>
      </section>
      <Testimonials />
    </>
  );
}

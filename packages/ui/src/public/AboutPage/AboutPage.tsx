import { FeatureCard } from '../FeatureCard';
import { Video, type VideoProps } from '../Video';
import { defaultAboutContent, type AboutContent } from './aboutContent';

export interface AboutPageProps extends Partial<AboutContent> {
  /** Passed to the video (stories point thumbnails and the player at local files). */
  videoOptions?: Pick<VideoProps, 'thumbnail' | 'thumbnailSrc' | 'playerSrc'>;
}

/** Paragraphs of a plain text (an empty line between two). */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** /about-us below its banner: who we are, what sets us apart, four feature cards, the video. */
export function AboutPage({
  whoWeAre = defaultAboutContent.whoWeAre,
  whatSetsUsApart = defaultAboutContent.whatSetsUsApart,
  features = defaultAboutContent.features,
  videoUrl = defaultAboutContent.videoUrl,
  videoOptions,
}: AboutPageProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="who-we-are">
          <h2 id="who-we-are" className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">
            من نحن
          </h2>
          {paragraphsOf(whoWeAre).map((paragraph, index) => (
            <p key={index} className="mb-4 text-lg leading-loose text-ink-muted">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="what-sets-us-apart">
          <h2 id="what-sets-us-apart" className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">
            ما يميزنا
          </h2>
          {paragraphsOf(whatSetsUsApart).map((paragraph, index) => (
            <p key={index} className="mb-4 text-lg leading-loose text-ink-muted">
              {paragraph}
            </p>
          ))}
        </section>
      </div>
      <section aria-labelledby="our-features">
        <h2 id="our-features" className="sr-only">
          مزايا لقطة
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.id}>
              <FeatureCard icon={feature.icon} title={feature.title} subtitle={feature.subtitle} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-video" className="mx-auto w-full max-w-4xl">
        <h2
          id="about-video"
          className="mb-6 text-center text-2xl font-extrabold text-ink sm:text-3xl"
        >
          شاهد كيف نعمل
        </h2>
        <Video url={videoUrl} title="تعرّف على لقطة في دقيقتين" {...videoOptions} />
      </section>
    </div>
  );
}

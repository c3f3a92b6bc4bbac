import { AboutPage, defaultAboutContent, PageBanner, type FeatureCardData } from '@laqta/ui';
import { useAboutSettings, type PublicSettingValues } from '../../api/publicSettings';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';
import { posterOnly } from './videoOptions';

const featureSettings = [
  ['about_feature_1_title', 'about_feature_1_subtitle'],
  ['about_feature_2_title', 'about_feature_2_subtitle'],
  ['about_feature_3_title', 'about_feature_3_subtitle'],
  ['about_feature_4_title', 'about_feature_4_subtitle'],
] as const;

/** The four cards: texts from the settings (admins edit them), icons fixed; shipped copy until they load. */
function featuresOf(values: PublicSettingValues): FeatureCardData[] {
  return defaultAboutContent.features.map((card, index) => {
    const [title, subtitle] = featureSettings[index] ?? [];
    return {
      ...card,
      title: (title && values[title]) || card.title,
      subtitle: (subtitle && values[subtitle]) || card.subtitle,
    };
  });
}

export default function AboutRoute() {
  usePageMeta(publicPageMeta['/about-us']);
  const { values } = useAboutSettings();
  return (
    <>
      <PageBanner title="من نحن" subtitle="نجمعك بالمصور المناسب للحظاتك التي لا تتكرر." />
      <AboutPage
        whoWeAre={values.about_who_we_are || defaultAboutContent.whoWeAre}
        whatSetsUsApart={values.about_what_sets_us_apart || defaultAboutContent.whatSetsUsApart}
        features={featuresOf(values)}
        videoUrl={values.about_video_url ?? defaultAboutContent.videoUrl}
        videoOptions={posterOnly}
      />
    </>
  );
}

import { LandingPage } from '@laqta/ui';
import { usePublicSettings } from '../../api/publicSettings';
import { landingMeta } from './landingMeta';
import { usePageMeta } from './usePageMeta';

export default function LandingRoute() {
  usePageMeta(landingMeta);
  const { values } = usePublicSettings();
  return <LandingPage videoUrl={values.landing_video_url} />;
}

import { LandingPage } from '@laqta/ui';
import { usePublicSettings } from '../../api/publicSettings';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';
import { posterOnly } from './videoOptions';

export default function LandingRoute() {
  usePageMeta(publicPageMeta['/landing']);
  const { values } = usePublicSettings();
  return <LandingPage videoUrl={values.landing_video_url} videoOptions={posterOnly} />;
}

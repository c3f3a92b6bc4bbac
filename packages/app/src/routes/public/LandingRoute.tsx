import { LandingPage } from '@laqta/ui';
import { usePublicSettings } from '../../api/publicSettings';
import { usePageMeta } from './usePageMeta';

export default function LandingRoute() {
  usePageMeta({
    title: 'احجز مصورك المحترف',
    description:
      'لقطة منصة عربية لحجز المصورين المحترفين للأعراس والتخرج والجلسات العائلية والشخصية وتصوير المواليد، بحجز مرن للوقت والمكان ودعم على مدار الساعة.',
  });
  const { values } = usePublicSettings();
  return <LandingPage videoUrl={values.landing_video_url} />;
}

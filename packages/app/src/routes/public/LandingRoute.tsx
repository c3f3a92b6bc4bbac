import { BillboardSlot, LandingPage } from '@laqta/ui';
import { useLiveBillboards } from '../../api/publicBillboards';
import { usePublicSettings } from '../../api/publicSettings';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';
import { posterOnly } from './videoOptions';

export default function LandingRoute() {
  usePageMeta(publicPageMeta['/landing']);
  const { values } = usePublicSettings();
  const billboards = useLiveBillboards();
  return (
    <LandingPage
      videoUrl={values.landing_video_url}
      videoOptions={posterOnly}
      // A failed fetch shows the brand message in the same box (nothing moves).
      billboards={<BillboardSlot billboards={billboards.isError ? [] : billboards.data} />}
    />
  );
}

import { adminPaths } from '@laqta/contract';
import { BillboardDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { useBillboard } from '../../../api/billboards';
import { errorMessageOf } from '../../../lists/queries';

/** `/admin/billboards/{id}`: one advertisement. */
export default function BillboardDetailRoute() {
  const { id = '' } = useParams();
  const billboard = useBillboard(id);
  return (
    <BillboardDetail
      billboard={billboard.data}
      loading={billboard.isPending}
      notFound={billboard.error?.status === 404}
      error={billboard.isError ? errorMessageOf(billboard.error) : null}
      onRetry={() => void billboard.refetch()}
      backHref={adminPaths.pages.billboards}
    />
  );
}

import { adminPaths, type PhotographerListItem } from '@laqta/contract';
import { PhotographersScreen, type PhotographerFilter } from '@laqta/ui';
import { useListOptions } from '../../../api/listOptions';
import { useAdminListRoute } from '../../../lists/useAdminListRoute';

/** /admin/Photographers: the photographers list (state in the URL). */
export default function PhotographersRoute() {
  const route = useAdminListRoute<PhotographerListItem, PhotographerFilter>(
    adminPaths.api.photographers,
    { filters: ['status', 'city', 'specialty'], detailPage: adminPaths.pages.photographer },
  );
  const options = useListOptions();
  return <PhotographersScreen {...route.screen} cities={options.cities} />;
}

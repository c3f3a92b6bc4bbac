import { photographerPaths, type PhotographerDetail } from '@laqta/contract';
import { PhotographerDetailView } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { apiPathOf, detailAnswerProps, useAdminDetail } from '../../api/lists';

/** /admin/Photographers/:id: a photographer and their reviews. */
export default function PhotographerDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<PhotographerDetail>(apiPathOf(photographerPaths.detail(id)));
  return <PhotographerDetailView {...detailAnswerProps(answer)} />;
}

import {
  photographerPaths,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
import { PhotographerDetail } from '@laqta/ui';
import { useParams } from 'react-router-dom';
import { detailAnswerProps, useAdminDetail } from '../../lists/queries';
import { apiPathOf } from '../../api/client';

/** /admin/Photographers/:id: a photographer and their reviews. */
export default function PhotographerDetailRoute() {
  const { id = '' } = useParams();
  const answer = useAdminDetail<PhotographerDetailRecord>(apiPathOf(photographerPaths.detail(id)));
  return <PhotographerDetail {...detailAnswerProps(answer)} />;
}

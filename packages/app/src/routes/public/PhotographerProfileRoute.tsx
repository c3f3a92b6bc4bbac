// No zod here (no '../../zodWithoutEval'): this page has no form, and its answers are checked by
// zod-free guards (api/catalogAnswers.ts), so its first load stays small on a phone.
import { DEFAULT_CURRENCY } from '@laqta/contract';
import { PhotographerProfile } from '@laqta/ui';
import { usePhotographerProfile } from '../../api/catalog';
import { profileIdOf, profileMetaOf } from './catalogPages';
import { catalogLoadError } from './catalogLoadError';
import { publicPageMeta } from './pageMeta';
import { usePublicLocation } from './publicLocation';
import { usePageMeta } from './usePageMeta';

/** `/photographers/:id`: an approved photographer's profile, its own title from their name. */
export default function PhotographerProfileRoute() {
  const id = profileIdOf(usePublicLocation().pathname);
  // An address with no id is a profile not found, without asking the server.
  const profile = usePhotographerProfile(id);
  const notFound = id === undefined || profile.data === null;
  usePageMeta(
    notFound || profile.data
      ? profileMetaOf(profile.data?.data)
      : publicPageMeta['/photographers/:id'],
  );
  return (
    <PhotographerProfile
      profile={notFound ? undefined : profile.data?.data}
      currency={profile.data?.currency ?? DEFAULT_CURRENCY}
      bookHref={`/book?photographer=${id ?? ''}`}
      directoryHref="/photographers"
      notFound={notFound}
      error={catalogLoadError(profile.error)}
      onRetry={() => void profile.refetch()}
    />
  );
}

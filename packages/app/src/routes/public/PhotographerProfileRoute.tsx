// First: it configures zod before any schema is created. This page checks its answers without zod
// (api/catalogAnswers.ts), but the contract's MAX_RECORD_ID still brings zod in (list.ts), and
// zod's eval probe would be a CSP issue (Lighthouse best practices); drop this line with it.
import '../../zodWithoutEval';
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

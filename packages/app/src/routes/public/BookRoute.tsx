// First: it configures zod before any schema is created.
import '../../zodWithoutEval';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@laqta/contract';
import { BookingConfirmation, BookingForm, dayOf, PageBanner } from '@laqta/ui';
import { useSyncExternalStore } from 'react';
import { useBookSession } from '../../api/booking';
import { recordIdOf, usePhotographers, useServices } from '../../api/catalog';
import { usePublicSettings } from '../../api/publicSettings';
import { allPhotographersRead, allServicesRead } from './catalogPages';
import { publicPageMeta } from './pageMeta';
import { usePublicLocation } from './publicLocation';
import { usePageMeta } from './usePageMeta';

const noSubscription = () => () => {};
/** Today on Riyadh's calendar, read in the browser; unknown in the server's markup. */
const todayInRiyadh = () => dayOf(new Date(), DEFAULT_TIME_ZONE);
const unknownDay = () => undefined;

/**
 * `/book` (from the hero, a service card `?service=`, a profile `?photographer=`): the booking
 * request, then its confirmation with the order code. Past days cannot be picked (today is read
 * once the page runs in the browser; the server refuses a past moment itself).
 */
export default function BookRoute() {
  usePageMeta(publicPageMeta['/book']);
  const params = new URLSearchParams(usePublicLocation().search);
  const services = useServices(allServicesRead);
  const photographers = usePhotographers(allPhotographersRead);
  const { values } = usePublicSettings();
  const book = useBookSession();
  const today = useSyncExternalStore(noSubscription, todayInRiyadh, unknownDay);
  return (
    <>
      <PageBanner
        title="احجز جلستك"
        subtitle="أخبرنا بالمناسبة والموعد والمكان، ونؤكد معك الحجز ونرشح لك مصورًا معتمدًا خلال يوم عمل واحد."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {book.data ? (
          <BookingConfirmation
            receipt={book.data.data}
            message={book.data.message}
            homeHref="/landing"
            servicesHref="/services"
          />
        ) : (
          <BookingForm
            services={services.data?.data}
            currency={services.data?.currency ?? DEFAULT_CURRENCY}
            photographers={photographers.data?.data ?? []}
            defaultServiceId={recordIdOf(params.get('service'))}
            defaultPhotographerId={recordIdOf(params.get('photographer'))}
            today={today}
            onSubmit={async (request) => {
              await book.mutateAsync(request);
            }}
            contactEmail={values.contact_email}
          />
        )}
      </div>
    </>
  );
}

export interface NotReadyHintProps {
  /** The site's contact address (public settings): the way to reach us from a browser without JavaScript. */
  contactEmail?: string;
  /** The subject of that e-mail, e.g. «الاشتراك في النشرة البريدية». */
  emailSubject?: string;
}

const mailto = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/**
 * Shown in a server-rendered form until the page's script is ready (useHydrated). A browser that
 * runs no JavaScript at all never gets there: it hides the "moments" hint (`scripting: none`) and
 * shows, from `<noscript>`, the contact address to write to instead.
 */
export function NotReadyHint({ contactEmail, emailSubject }: NotReadyHintProps) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-semibold text-ink-muted [@media(scripting:none)]:hidden"
      >
        يجري تجهيز النموذج، ويصبح جاهزًا للكتابة خلال لحظات.
      </p>
      <noscript>
        <p className="text-sm font-semibold text-ink-muted">
          يحتاج هذا النموذج إلى تشغيل JavaScript في متصفحك.
          {contactEmail && (
            <>
              {' '}
              يمكنك مراسلتنا مباشرة على{' '}
              <a
                className="font-bold text-brand-700 underline"
                href={mailto(contactEmail, emailSubject)}
                dir="ltr"
              >
                {contactEmail}
              </a>
              .
            </>
          )}
        </p>
      </noscript>
    </>
  );
}

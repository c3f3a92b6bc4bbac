import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSchema, type NewsletterForm as NewsletterValues } from '@laqta/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { NotReadyHint } from '../ContactForm/NotReadyHint';
import { submitForm, type SubmissionResult } from '../ContactForm/submitForm';
import { useHydrated } from '../ContactForm/useHydrated';

export interface NewsletterFormProps {
  /** Sends the address; resolves when subscribed, rejects with `{ message, errors }` otherwise. */
  onSubscribe: (values: NewsletterValues) => Promise<void>;
  /** The site's contact address, offered to a browser that runs no JavaScript (NotReadyHint). */
  contactEmail?: string;
}

const SUCCESS = 'تم اشتراكك في النشرة البريدية. ستصلك أحدث العروض والنصائح على بريدك.';
const FAILURE = 'تعذر الاشتراك الآن. تحقق من اتصالك وحاول مرة أخرى.';

/**
 * Email input for the newsletter: validated in the browser with the server's schema. Disabled,
 * with a hint, until the page's script is ready (server-rendered HTML); posts, never a GET.
 */
export function NewsletterForm({ onSubscribe, contactEmail }: NewsletterFormProps) {
  const ready = useHydrated();
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) =>
    submitForm(values, {
      send: onSubscribe,
      reset,
      setError,
      setResult,
      fields: ['email'],
      success: SUCCESS,
      failure: FAILURE,
      fieldErrorSuffices: true,
    }),
  );

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label="الاشتراك في النشرة البريدية"
    >
      {!ready && (
        <NotReadyHint contactEmail={contactEmail} emailSubject="الاشتراك في النشرة البريدية" />
      )}
      <fieldset disabled={!ready} className="contents">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="البريد الإلكتروني"
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder="name@example.com"
            required
            className="flex-1"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button
            type="submit"
            loading={isSubmitting}
            loadingText="جاري الاشتراك..."
            className="sm:mt-7"
          >
            اشترك
          </Button>
        </div>
      </fieldset>
      {result && <Alert tone={result.tone}>{result.message}</Alert>}
    </form>
  );
}

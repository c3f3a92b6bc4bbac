import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactFormSchema,
  publicMessages,
  type ContactForm as ContactValues,
} from '@laqta/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { NotReadyHint } from './NotReadyHint';
import { submitForm, type SubmissionResult } from './submitForm';
import { useHydrated } from './useHydrated';

export interface ContactFormProps {
  /** Sends the message; resolves when stored, rejects with `{ message, errors }` otherwise. */
  onSubmit: (values: ContactValues) => Promise<void>;
  /** The site's contact address, offered to a browser that runs no JavaScript (NotReadyHint). */
  contactEmail?: string;
}

const FIELDS = ['fullName', 'email', 'phone', 'message'] as const;
const FAILURE = 'تعذر إرسال رسالتك الآن. ما كتبته محفوظ في النموذج، حاول مرة أخرى بعد قليل.';

/** Minimum age to use the service (spec §9). */
export const MINIMUM_AGE = 18;

/**
 * The contact form: four required fields checked with the server's schema, the age notice, a
 * clear confirmation once the message is stored. A failure keeps everything typed. Disabled, with
 * a hint, until the page's script is ready (server-rendered HTML); posts, never a GET.
 */
export function ContactForm({ onSubmit, contactEmail }: ContactFormProps) {
  const ready = useHydrated();
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { fullName: '', email: '', phone: '', message: '' },
  });

  const submit = handleSubmit((values) =>
    submitForm(values, {
      send: onSubmit,
      reset,
      setError,
      setResult,
      fields: FIELDS,
      success: publicMessages.contactReceived,
      failure: FAILURE,
    }),
  );

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      aria-label="نموذج التواصل"
      className="flex flex-col gap-5"
    >
      {!ready && <NotReadyHint contactEmail={contactEmail} />}
      <fieldset disabled={!ready} className="contents">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="الاسم الكامل"
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label="البريد الإلكتروني"
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <TextField
          label="رقم الجوال"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          placeholder="05xxxxxxxx"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextArea
          label="رسالتك"
          rows={6}
          required
          error={errors.message?.message}
          {...register('message')}
        />
        <p className="rounded-control border border-info-200 bg-info-50 p-4 text-sm leading-relaxed text-info-700">
          {`بإرسال هذا النموذج تؤكد أن عمرك ${MINIMUM_AGE} عامًا أو أكثر، إذ لا يُسمح لمن هم دون ${MINIMUM_AGE} عامًا باستخدام الخدمة.`}
        </p>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            loadingText="جاري الإرسال..."
            icon={<Send className="size-5" aria-hidden="true" />}
          >
            إرسال الرسالة
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

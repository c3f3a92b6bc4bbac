import { zodResolver } from '@hookform/resolvers/zod';
import { ABOUT_FEATURE_COUNT, aboutEditorSchema, type AboutEditorValues } from '@laqta/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../navigation/Link';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { Toast } from '../../../primitives/Toast';
import {
  SETTINGS_RESULT_DURATION_MS,
  type SettingsSaveResult,
} from '../../settings/SettingsScreen';

export const aboutEditorCopy = {
  title: 'عن لقطة',
  description: 'نصوص صفحة «من نحن» كما يراها الزوار. تظهر التعديلات على الصفحة فور حفظها.',
  viewPage: 'عرض الصفحة',
  whoWeAre: 'من نحن',
  whatSetsUsApart: 'ما يميزنا',
  features: 'بطاقات المزايا',
  card: (n: number) => `البطاقة ${n}`,
  cardTitle: (n: number) => `عنوان البطاقة ${n}`,
  cardSubtitle: (n: number) => `وصف البطاقة ${n}`,
  video: 'رابط الفيديو',
  videoHint: 'رابط يوتيوب كامل يبدأ بـ https://',
  save: 'حفظ التغييرات',
  saving: 'جاري الحفظ...',
  saved: 'تم حفظ صفحة من نحن بنجاح',
  failed: 'فشل حفظ صفحة من نحن',
  loading: 'جاري تحميل نصوص الصفحة',
  loadFailed: 'تعذر تحميل نصوص الصفحة',
} as const;

export interface AboutEditorProps {
  /** The saved texts; null until loaded. */
  values: AboutEditorValues | null;
  loadError?: string | null;
  onRetry?: () => void;
  /**
   * Called with valid values. Resolving means saved: the form takes them as its new saved state.
   * Rejecting keeps every edit in the boxes.
   */
  onSubmit: (values: AboutEditorValues) => Promise<void>;
  saving?: boolean;
  /** The last save's message (bottom right, 5 s, closable). */
  result?: SettingsSaveResult | null;
  onResultClose: () => void;
  /** Told whenever the form gains or loses unsaved edits (the app asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where the public page lives (a link to check the result). */
  publicPageHref?: string;
  /**
   * The signed-in admin's role may not change the page: the texts are shown read-only and the
   * save button is hidden (a courtesy: the server refuses the save).
   */
  readOnly?: boolean;
}

/** The /admin/about editor: the who-we-are and what-sets-us-apart texts, four cards, the video. */
export function AboutEditor({
  values,
  loadError,
  onRetry,
  onSubmit,
  saving = false,
  result,
  onResultClose,
  onDirtyChange,
  publicPageHref = '/about-us',
  readOnly = false,
}: AboutEditorProps) {
  return (
    <>
      <PageTitle
        title={aboutEditorCopy.title}
        description={aboutEditorCopy.description}
        actions={<Link href={publicPageHref}>{aboutEditorCopy.viewPage}</Link>}
      />
      {loadError ? (
        <ErrorWithRetry title={aboutEditorCopy.loadFailed} onRetry={onRetry}>
          {loadError}
        </ErrorWithRetry>
      ) : values === null ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={aboutEditorCopy.loading} />
        </div>
      ) : (
        <AboutEditorForm
          values={values}
          onSubmit={onSubmit}
          saving={saving}
          readOnly={readOnly}
          onDirtyChange={onDirtyChange}
        />
      )}
      <Toast
        open={Boolean(result)}
        tone={result?.tone ?? 'success'}
        duration={SETTINGS_RESULT_DURATION_MS}
        onClose={onResultClose}
      >
        <p>{result?.message}</p>
        {result?.detail && <p className="mt-1 font-normal">{result.detail}</p>}
      </Toast>
    </>
  );
}

interface AboutEditorFormProps {
  values: AboutEditorValues;
  onSubmit: AboutEditorProps['onSubmit'];
  saving: boolean;
  readOnly: boolean;
  onDirtyChange?: (dirty: boolean) => void;
}

function AboutEditorForm({
  values,
  onSubmit,
  saving,
  readOnly,
  onDirtyChange,
}: AboutEditorFormProps) {
  const locked = saving || readOnly;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AboutEditorValues>({
    resolver: zodResolver(aboutEditorSchema),
    defaultValues: values,
  });

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (valid) => {
    if (locked) return;
    try {
      await onSubmit(valid);
      // Saved: what is in the boxes is now the saved state.
      reset(valid);
    } catch {
      // Not saved: every edit stays where it is; the caller shows why.
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
      className="flex flex-col gap-5"
    >
      <Card>
        <div className="flex flex-col gap-5">
          <TextArea
            label={aboutEditorCopy.whoWeAre}
            required
            rows={7}
            readOnly={locked}
            error={errors.whoWeAre?.message}
            {...register('whoWeAre')}
          />
          <TextArea
            label={aboutEditorCopy.whatSetsUsApart}
            required
            rows={5}
            readOnly={locked}
            error={errors.whatSetsUsApart?.message}
            {...register('whatSetsUsApart')}
          />
        </div>
      </Card>

      <Card as="section" title={aboutEditorCopy.features}>
        <div className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: ABOUT_FEATURE_COUNT }, (_, index) => {
            const n = index + 1;
            const fieldErrors = errors.features?.[index];
            return (
              <fieldset
                key={n}
                className="flex flex-col gap-3 rounded-control border border-line p-4"
              >
                <legend className="px-1 text-sm font-bold text-ink-muted">
                  {aboutEditorCopy.card(n)}
                </legend>
                <TextField
                  label={aboutEditorCopy.cardTitle(n)}
                  required
                  readOnly={locked}
                  error={fieldErrors?.title?.message}
                  {...register(`features.${index}.title`)}
                />
                <TextArea
                  label={aboutEditorCopy.cardSubtitle(n)}
                  required
                  rows={3}
                  readOnly={locked}
                  error={fieldErrors?.subtitle?.message}
                  {...register(`features.${index}.subtitle`)}
                />
              </fieldset>
            );
          })}
        </div>
      </Card>

      <Card>
        <TextField
          type="url"
          label={aboutEditorCopy.video}
          hint={aboutEditorCopy.videoHint}
          required
          readOnly={locked}
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
      </Card>

      {!readOnly && (
        <div className="flex justify-end">
          <Button
            type="submit"
            loading={saving}
            loadingText={aboutEditorCopy.saving}
            disabled={!isDirty}
          >
            {aboutEditorCopy.save}
          </Button>
        </div>
      )}
    </form>
  );
}

import { settingValueProblem } from '@laqta/contract';
import { Settings2 } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { EmptyState } from '../../../primitives/EmptyState';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { Toast } from '../../../primitives/Toast';
import { SettingCard, settingCardCopy, type SettingCardSetting } from '../SettingCard';
import { hasPendingEdits, isBlank, type PendingEdits } from './pendingEdits';

export const settingsScreenCopy = {
  title: 'حول المنصة',
  description: 'نصوص المنصة وقيمها كما يراها الزوار والنظام. عدّل ما تريد ثم احفظ التغييرات.',
  save: 'حفظ التغييرات',
  saving: 'جاري الحفظ...',
  saved: 'تم تحديث الإعدادات بنجاح',
  failed: 'فشل تحديث الإعدادات',
  loading: 'جاري تحميل الإعدادات',
  empty: 'لا توجد إعدادات بعد',
  emptyDescription: 'ستظهر هنا إعدادات المنصة فور إضافتها.',
  loadFailed: 'تعذر تحميل الإعدادات',
  unsaved: (count: number) => `تعديلات غير محفوظة: ${count}`,
} as const;

/** Why a pending value cannot be saved (empty, or not what its type needs), if it cannot. */
function problemOf(setting: SettingCardSetting, value: string): string | undefined {
  if (isBlank(value)) return settingCardCopy.required;
  return settingValueProblem(setting.type, value) ?? undefined;
}

/** How long the result message stays (specification §9). */
export const SETTINGS_RESULT_DURATION_MS = 5000;

/** The message after a save: green on success, red on failure, with an optional second line. */
export interface SettingsSaveResult {
  tone: 'success' | 'error';
  message: string;
  detail?: string;
}

export interface SettingsScreenProps {
  settings: readonly SettingCardSetting[];
  /** The list is being fetched (first load). */
  loading?: boolean;
  /** The list could not be fetched. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Pending edits per setting id; they stay until saved, whatever happens. */
  edits: PendingEdits;
  onEdit: (setting: SettingCardSetting, value: string) => void;
  /** Called with valid edits only (no empty box). */
  onSave: () => void;
  saving?: boolean;
  /** The last save's message, shown at the bottom right for 5 s; null once closed. */
  result?: SettingsSaveResult | null;
  onResultClose: () => void;
  /**
   * Whether the signed-in admin's role may change a setting (contract `roles.ts`); the others are
   * shown read-only, and the save button is hidden when none may change. A courtesy: the server
   * refuses the rest. Every setting when omitted.
   */
  mayEdit?: (setting: SettingCardSetting) => boolean;
}

/**
 * The settings screen (specification §2): one card per setting, a save button that is enabled only
 * with edits and not while saving, and a closable result message at the bottom right.
 */
export function SettingsScreen({
  settings,
  loading = false,
  loadError,
  onRetry,
  edits,
  onEdit,
  onSave,
  saving = false,
  result,
  onResultClose,
  mayEdit = () => true,
}: SettingsScreenProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const editCount = Object.keys(edits).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !hasPendingEdits(edits)) return;
    // An emptied box keeps the save from going out; take the admin to it.
    const invalid = formRef.current?.querySelector<HTMLTextAreaElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    onSave();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={saving || undefined}>
      <PageTitle
        title={settingsScreenCopy.title}
        description={settingsScreenCopy.description}
        actions={
          <>
            {editCount > 0 && (
              <span className="text-sm font-semibold text-ink-muted" aria-live="polite">
                {settingsScreenCopy.unsaved(editCount)}
              </span>
            )}
            {(settings.length === 0 || settings.some(mayEdit)) && (
              <Button
                type="submit"
                loading={saving}
                loadingText={settingsScreenCopy.saving}
                disabled={!hasPendingEdits(edits)}
              >
                {settingsScreenCopy.save}
              </Button>
            )}
          </>
        }
      />

      {loadError && (
        <ErrorWithRetry title={settingsScreenCopy.loadFailed} onRetry={onRetry} className="mb-5">
          {loadError}
        </ErrorWithRetry>
      )}

      {loading && settings.length === 0 ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={settingsScreenCopy.loading} />
        </div>
      ) : settings.length === 0 ? (
        !loadError && (
          <Card>
            <EmptyState
              icon={<Settings2 className="size-7" />}
              title={settingsScreenCopy.empty}
              description={settingsScreenCopy.emptyDescription}
            />
          </Card>
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {settings.map((setting) => {
            const pending = edits[setting.id];
            const value = pending ?? setting.value;
            return (
              <div key={setting.id} className={setting.type === 'long_text' ? 'lg:col-span-2' : ''}>
                <SettingCard
                  setting={setting}
                  value={value}
                  edited={pending !== undefined}
                  error={pending === undefined ? undefined : problemOf(setting, pending)}
                  readOnly={saving || !mayEdit(setting)}
                  onChange={(_, next) => onEdit(setting, next)}
                />
              </div>
            );
          })}
        </div>
      )}

      <Toast
        open={Boolean(result)}
        tone={result?.tone ?? 'success'}
        duration={SETTINGS_RESULT_DURATION_MS}
        placement="bottom-start"
        onClose={onResultClose}
      >
        <p>{result?.message}</p>
        {result?.detail && <p className="mt-1 font-normal">{result.detail}</p>}
      </Toast>
    </form>
  );
}

import {
  aboutEditorValuesFromSettings,
  aboutEditorValuesToSettings,
  type AboutEditorValues,
  type AdminSetting,
} from '@laqta/contract';
import { AboutEditor, aboutEditorCopy, type SettingsSaveResult } from '@laqta/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchSettings,
  SettingsError,
  useAdminSettings,
  useStoreSettings,
} from '../../../api/settings';
import { useMay } from '../../../auth/useAdminPermission';
import { saveFailureDetail } from '../saveFailureDetail';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

/** name → updated_at of the texts the editor holds, sent back so a newer edit is never overwritten. */
type Stamps = Map<string, string>;
const stampsOf = (settings: readonly AdminSetting[]): Stamps =>
  new Map(settings.map((setting) => [setting.name, setting.updated_at]));

/** /admin/about: the texts of the public about page, stored as settings (shown on /about-us at once). */
export default function AboutEditorRoute() {
  const list = useAdminSettings();
  const store = useStoreSettings();
  const may = useMay();
  const [result, setResult] = useState<SettingsSaveResult | null>(null);
  const [dirty, setDirty] = useState(false);
  const stamps = useRef<Stamps | null>(null);

  useUnsavedChangesGuard(dirty);

  // Loaded once there are settings; a later failed refetch keeps them (and the form with its edits).
  const loaded = list.settings.length > 0 || (!list.loading && list.error === null);
  // The form's starting values: taken once, when the list first arrives.
  const values = useMemo<AboutEditorValues | null>(
    () => (loaded ? aboutEditorValuesFromSettings(list.settings) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later refetches must not reset the form
    [loaded],
  );
  useEffect(() => {
    if (loaded && stamps.current === null) stamps.current = stampsOf(list.settings);
  }, [loaded, list.settings]);

  const onSubmit = useCallback(
    async (next: AboutEditorValues) => {
      setResult(null);
      const entries = aboutEditorValuesToSettings(next).map((entry) => ({
        ...entry,
        updated_at: stamps.current?.get(entry.name),
      }));
      try {
        const saved = await store.mutateAsync(entries);
        for (const setting of saved) stamps.current?.set(setting.name, setting.updated_at);
        setResult({ tone: 'success', message: aboutEditorCopy.saved });
      } catch (error) {
        setResult({
          tone: 'error',
          message: aboutEditorCopy.failed,
          detail: saveFailureDetail(error),
        });
        // Warned once: take the other admin's stamps, so the next save is a deliberate choice.
        if (error instanceof SettingsError && error.status === 409) {
          const fresh = await fetchSettings().catch(() => null);
          if (fresh) stamps.current = stampsOf(fresh);
          void list.refetch();
        }
        throw error;
      }
    },
    [store, list],
  );

  return (
    <AboutEditor
      values={values}
      loadError={values === null ? list.error : null}
      onRetry={() => void list.refetch()}
      onSubmit={onSubmit}
      saving={store.isPending}
      result={result}
      onResultClose={() => setResult(null)}
      onDirtyChange={setDirty}
      readOnly={!may('content')}
    />
  );
}

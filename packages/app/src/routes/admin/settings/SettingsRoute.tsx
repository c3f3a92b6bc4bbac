import {
  applyEdit,
  hasPendingEdits,
  SettingsScreen,
  settingsScreenCopy,
  type PendingEdits,
  type SettingsSaveResult,
} from '@laqta/ui';
import { ownerOnlySettingNames } from '@laqta/contract';
import { useState } from 'react';
import { SettingsError, useAdminSettings, useSaveSettingEdits } from '../../../api/settings';
import { useMay } from '../../../auth/useAdminPermission';
import { saveFailureDetail } from '../saveFailureDetail';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

/** /admin/setting: the platform settings (spec §2 "Settings screen"). */
export default function SettingsRoute() {
  const list = useAdminSettings();
  const save = useSaveSettingEdits();
  const may = useMay();
  const [edits, setEdits] = useState<PendingEdits>({});
  const [result, setResult] = useState<SettingsSaveResult | null>(null);

  useUnsavedChangesGuard(hasPendingEdits(edits));

  const onSave = () => {
    setResult(null);
    save.mutate(
      { loaded: list.settings, edits },
      {
        // The list has been fetched again by now (the hook waits for it).
        onSuccess: () => {
          setEdits({});
          setResult({ tone: 'success', message: settingsScreenCopy.saved });
        },
        // Every pending edit stays on screen. A conflict reloads the list so the next save is
        // a deliberate choice over the other admin's value.
        onError: (error) => {
          setResult({
            tone: 'error',
            message: settingsScreenCopy.failed,
            detail: saveFailureDetail(error),
          });
          if (error instanceof SettingsError && error.status === 409) void list.refetch();
        },
      },
    );
  };

  return (
    <SettingsScreen
      settings={list.settings}
      loading={list.loading}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      edits={edits}
      onEdit={(setting, value) => setEdits((current) => applyEdit(current, setting, value))}
      onSave={onSave}
      saving={save.isPending}
      result={result}
      onResultClose={() => setResult(null)}
      // As the server checks: settings need `content`, the money and clock ones `platformSettings`.
      mayEdit={(setting) =>
        may('content') && (!ownerOnlySettingNames.includes(setting.name) || may('platformSettings'))
      }
    />
  );
}

import { ownerOnlySettingNames, settingMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { within } from 'storybook/test';
import { expect, fn, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import type { SettingCardSetting } from '../SettingCard';
import { longSetting, sampleSettings } from '../fixtures';
import { applyEdit, type PendingEdits } from './pendingEdits';
import {
  SettingsScreen,
  settingsScreenCopy,
  type SettingsSaveResult,
  type SettingsScreenProps,
} from './SettingsScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type Outcome = 'success' | 'failure' | 'pending';

interface DemoProps extends SettingsScreenProps {
  /** How the demo's save ends: saved, failed, or never (stays saving). */
  outcome: Outcome;
}

/**
 * The screen with the state the app keeps (pending edits, saving, result), and a save that ends as
 * `outcome` says after a moment, so the stories show the whole flow.
 */
function SettingsScreenDemo({ outcome, ...props }: DemoProps) {
  const [settings, setSettings] = useState<readonly SettingCardSetting[]>(props.settings);
  const [edits, setEdits] = useState<PendingEdits>(props.edits);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SettingsSaveResult | null>(props.result ?? null);

  const save = () => {
    props.onSave();
    setSaving(true);
    setResult(null);
    if (outcome === 'pending') return;
    setTimeout(() => {
      setSaving(false);
      if (outcome === 'failure') {
        setResult({ tone: 'error', message: settingsScreenCopy.failed });
        return;
      }
      setSettings((all) => all.map((s) => ({ ...s, value: edits[s.id] ?? s.value })));
      setEdits({});
      setResult({ tone: 'success', message: settingsScreenCopy.saved });
    }, 150);
  };

  return (
    <SettingsScreen
      {...props}
      settings={settings}
      edits={edits}
      onEdit={(setting, value) => {
        setEdits((current) => applyEdit(current, setting, value));
        props.onEdit(setting, value);
      }}
      saving={saving}
      onSave={save}
      result={result}
      onResultClose={() => {
        setResult(null);
        props.onResultClose();
      }}
    />
  );
}

const meta = {
  component: SettingsScreen,
  render: (args) => <SettingsScreenDemo outcome="success" {...args} />,
  args: {
    settings: sampleSettings,
    edits: {},
    onEdit: fn(),
    onSave: fn(),
    onResultClose: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: settingsScreenCopy.save });

/** Edits the e-mail and the phone, as an admin would. */
async function editTwo(
  canvas: ReturnType<typeof within>,
  userEvent: { clear(el: Element): Promise<void>; type(el: Element, text: string): Promise<void> },
) {
  const email = canvas.getByRole('textbox', { name: /contact_email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'team@laqta.sa');
  const phone = canvas.getByRole('textbox', { name: /contact_phone/ });
  await userEvent.type(phone, ' 9');
}

/** Loaded, nothing edited: one card per setting, the save button disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: settingsScreenCopy.title }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(sampleSettings.length);
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { settings: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: settingsScreenCopy.loading })).toBeVisible();
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { settings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: settingsScreenCopy.empty })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { settings: [], loadError: 'Failed to fetch Settings' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch Settings');
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Two values edited: the button wakes and the count says how many wait; undoing one counts down. */
export const Edited: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(saveButton(canvas)).toBeDisabled();
    await editTwo(canvas, userEvent);
    await expect(saveButton(canvas)).toBeEnabled();
    await expect(canvas.getByText(settingsScreenCopy.unsaved(2))).toBeVisible();
    // Typing a value back to what is saved is no longer an edit.
    const phone = canvas.getByRole('textbox', { name: /contact_phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+966 50 123 4567');
    await expect(canvas.getByText(settingsScreenCopy.unsaved(1))).toBeVisible();
  },
};

/** An emptied box blocks the save and takes the focus. */
export const EmptiedValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const currency = canvas.getByRole('textbox', { name: /currency/ });
    await userEvent.clear(currency);
    await userEvent.click(saveButton(canvas));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(currency).toHaveFocus();
    await expect(currency).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A value its type cannot hold (a rate of 'abc') is flagged with the reason and blocks the save. */
export const InvalidValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rate = canvas.getByRole('textbox', { name: /commission_rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, 'abc');
    await expect(rate).toHaveAccessibleDescription(new RegExp(settingMessages.percentInvalid));
    await userEvent.click(saveButton(canvas));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(rate).toHaveFocus();
  },
};

/** While saving: 'جاري الحفظ...', the button disabled and the boxes read-only. */
export const Saving: Story = {
  render: (args) => <SettingsScreenDemo {...args} outcome="pending" />,
  play: async ({ canvas, userEvent, args }) => {
    await editTwo(canvas, userEvent);
    await userEvent.click(saveButton(canvas));
    const busy = canvas.getByRole('button', { name: settingsScreenCopy.saving });
    await expect(busy).toBeDisabled();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).toHaveAttribute(
      'readonly',
    );
  },
};

/** Saved: the green message, the edits cleared, the button disabled again. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await editTwo(canvas, userEvent);
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(canvas.getByText(settingsScreenCopy.saved)).toBeVisible());
    await expect(canvas.getByText(settingsScreenCopy.saved).closest('[role="status"]')).toHaveClass(
      'bg-success-50',
    );
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).toHaveValue(
      'team@laqta.sa',
    );
    await expect(canvas.queryByText(settingsScreenCopy.unsaved(2))).not.toBeInTheDocument();
  },
};

/** Failed: the red message, and every edit still on screen, ready to save again. */
export const Failure: Story = {
  render: (args) => <SettingsScreenDemo {...args} outcome="failure" />,
  play: async ({ canvas, userEvent }) => {
    await editTwo(canvas, userEvent);
    await userEvent.click(saveButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(settingsScreenCopy.failed);
    await expect(alert).toHaveClass('bg-danger-50');
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).toHaveValue(
      'team@laqta.sa',
    );
    await expect(canvas.getByRole('textbox', { name: /contact_phone/ })).toHaveValue(
      '+966 50 123 4567 9',
    );
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** The message closes with its button. */
export const ClosedMessage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await editTwo(canvas, userEvent);
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(canvas.getByText(settingsScreenCopy.saved)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'إغلاق' }));
    await expect(canvas.queryByText(settingsScreenCopy.saved)).not.toBeInTheDocument();
    await expect(args.onResultClose).toHaveBeenCalledTimes(1);
  },
};

/** A conflict: the red message with the server's explanation beneath. */
export const Conflict: Story = {
  args: {
    edits: { 2: 'team@laqta.sa' },
    result: {
      tone: 'error',
      message: settingsScreenCopy.failed,
      detail:
        'عدّل مسؤول آخر الإعداد «contact_email» بعد أن فتحت الصفحة. راجع القيمة الحالية ثم احفظ من جديد.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('contact_email');
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).toHaveValue(
      'team@laqta.sa',
    );
  },
};

export const LongText: Story = {
  args: {
    settings: [longSetting, { id: 41, name: '', type: 'text', value: 'قيمة إعداد بلا اسم' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /No Name/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onPhone,
  args: { edits: { 2: 'team@laqta.sa' } },
};

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet, args: { edits: { 2: 'team@laqta.sa' } } };

/** A content editor: every setting but the owner's (commission, currency, time zone) can change. */
export const ContentRole: Story = {
  args: { mayEdit: (setting) => !ownerOnlySettingNames.includes(setting.name) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).not.toHaveAttribute(
      'readonly',
    );
    await expect(saveButton(canvas)).toBeVisible();
  },
};

/** A role that may change no setting (operations, finance): all read-only, no save button. */
export const ReadOnlyRole: Story = {
  args: { mayEdit: () => false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /contact_email/ })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.queryByRole('button', { name: settingsScreenCopy.save })).toBeNull();
  },
};

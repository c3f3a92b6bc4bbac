import type { AboutEditorValues } from '@laqta/contract';
import { settingMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import type { SettingsSaveResult } from '../../settings/SettingsScreen';
import { AboutEditor, aboutEditorCopy, type AboutEditorProps } from './AboutEditor';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const saved: AboutEditorValues = {
  whoWeAre:
    'لقطة منصة سعودية تجمع بين من يبحث عن مصور محترف ومن يتقن فن التصوير.\n\nنختار المصورين بعناية بعد مراجعة أعمالهم.',
  whatSetsUsApart: 'نطابق مناسبتك مع مصور متخصص فيها، ونوضح السعر كاملًا قبل الدفع.',
  features: [
    { title: 'مصورون معتمدون', subtitle: 'نراجع أعمال كل مصور قبل أول حجز.' },
    { title: 'سعر واضح من البداية', subtitle: 'ترى التكلفة كاملة قبل الدفع.' },
    { title: 'دفع آمن', subtitle: 'لا يصل المبلغ للمصور إلا بعد الجلسة.' },
    { title: 'تسليم في الموعد', subtitle: 'تصلك صورك خلال المدة المتفق عليها.' },
  ],
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

/** The editor with the app's save state; the save ends as `outcome` says. */
function AboutEditorDemo({
  outcome,
  ...props
}: AboutEditorProps & { outcome: 'success' | 'failure' }) {
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SettingsSaveResult | null>(props.result ?? null);
  return (
    <AboutEditor
      {...props}
      saving={saving}
      result={result}
      onResultClose={() => {
        setResult(null);
        props.onResultClose();
      }}
      onSubmit={async (values) => {
        setSaving(true);
        setResult(null);
        await props.onSubmit(values);
        await new Promise((resolve) => setTimeout(resolve, 150));
        setSaving(false);
        if (outcome === 'failure') {
          setResult({ tone: 'error', message: aboutEditorCopy.failed });
          throw new Error('HTTP 500');
        }
        setResult({ tone: 'success', message: aboutEditorCopy.saved });
      }}
    />
  );
}

const meta = {
  component: AboutEditor,
  render: (args) => <AboutEditorDemo outcome="success" {...args} />,
  args: {
    values: saved,
    onSubmit: fn(async () => {}),
    onResultClose: fn(),
    onDirtyChange: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AboutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('button', { name: aboutEditorCopy.save });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: aboutEditorCopy.whoWeAre })).toHaveValue(
      saved.whoWeAre,
    );
    for (let n = 1; n <= 4; n++) {
      await expect(canvas.getByRole('textbox', { name: aboutEditorCopy.cardTitle(n) })).toHaveValue(
        saved.features[n - 1]!.title,
      );
    }
    await expect(canvas.getByRole('textbox', { name: aboutEditorCopy.video })).toHaveValue(
      saved.videoUrl,
    );
    await expect(save(canvas)).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { values: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: aboutEditorCopy.loading })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { values: null, loadError: 'Failed to fetch Settings' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch Settings');
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Empty texts and a bad address are refused before anything is sent. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: aboutEditorCopy.whoWeAre }));
    await userEvent.clear(canvas.getByRole('textbox', { name: aboutEditorCopy.cardSubtitle(3) }));
    const video = canvas.getByRole('textbox', { name: aboutEditorCopy.video });
    await userEvent.clear(video);
    await userEvent.type(video, 'javascript:alert(1)');
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: aboutEditorCopy.whoWeAre }),
      ).toHaveAccessibleDescription(settingMessages.valueRequired),
    );
    await expect(
      canvas.getByRole('textbox', { name: aboutEditorCopy.cardSubtitle(3) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(video).toHaveAccessibleDescription(new RegExp(settingMessages.urlInvalid));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An edit saves: the values go out, the green message shows, the form is clean again. */
export const Saved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('textbox', { name: aboutEditorCopy.cardTitle(2) });
    await userEvent.clear(title);
    await userEvent.type(title, 'أسعار شفافة');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(save(canvas));
    await waitFor(() => expect(canvas.getByText(aboutEditorCopy.saved)).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        features: expect.arrayContaining([expect.objectContaining({ title: 'أسعار شفافة' })]),
      }),
    );
    // The form takes the saved values once the save has resolved (just after the message shows).
    await waitFor(() => expect(save(canvas)).toBeDisabled());
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A failed save: the red message, and the edit still in its box. */
export const Failure: Story = {
  render: (args) => <AboutEditorDemo {...args} outcome="failure" />,
  play: async ({ canvas, userEvent }) => {
    const who = canvas.getByRole('textbox', { name: aboutEditorCopy.whoWeAre });
    await userEvent.type(who, ' نص إضافي');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(aboutEditorCopy.failed);
    await expect(who).toHaveValue(`${saved.whoWeAre} نص إضافي`);
    await expect(save(canvas)).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    values: {
      ...saved,
      whoWeAre: Array.from({ length: 5 }, () => saved.whoWeAre).join('\n\n'),
      features: saved.features.map((f) => ({
        title: `${f.title} — عنوان أطول من المعتاد`,
        subtitle: `${f.subtitle} ${f.subtitle} ${f.subtitle}`,
      })),
    },
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

/** A role that may not change the page (operations, finance): read-only texts, no save button. */
export const ReadOnlyRole: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(aboutEditorCopy.whoWeAre) }),
    ).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: aboutEditorCopy.save })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { longSetting, sampleSettings } from '../fixtures';
import { SettingCard, settingCardCopy, type SettingCardProps } from './SettingCard';

/** Holds the box's text the way the screen does (a pending edit), so typing can be tested. */
function SettingCardDemo(props: SettingCardProps) {
  const [value, setValue] = useState(props.value);
  const edited = value !== props.setting.value;
  return (
    <div className="max-w-2xl">
      <SettingCard
        {...props}
        value={value}
        edited={props.edited || edited}
        error={
          props.error ?? (edited && value.trim() === '' ? settingCardCopy.required : undefined)
        }
        onChange={(id, next) => {
          setValue(next);
          props.onChange(id, next);
        }}
      />
    </div>
  );
}

const privacy = sampleSettings[0]!;
const email = sampleSettings[1]!;

const meta = {
  component: SettingCard,
  render: (args) => <SettingCardDemo {...args} />,
  args: { setting: privacy, value: privacy.value, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, type label and a required multi-line box holding the value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /privacy_policy/ });
    await expect(box).toBeRequired();
    await expect(box.tagName).toBe('TEXTAREA');
    await expect(box).toHaveValue(privacy.value);
    await expect(box).toHaveAccessibleDescription(/long_text/);
    await expect(canvas.getByText('long_text')).toBeVisible();
  },
};

/** Typing reports every change with the setting's id, and marks the card as edited. */
export const Typing: Story = {
  args: { setting: email, value: email.value },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: /contact_email/ });
    await expect(box).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(box);
    await userEvent.type(box, 'team@laqta.sa');
    await expect(args.onChange).toHaveBeenLastCalledWith(email.id, 'team@laqta.sa');
    await expect(canvas.getByText(settingCardCopy.edited)).toBeVisible();
  },
};

/** A setting without a name shows 'No Name'. */
export const NoName: Story = {
  args: {
    setting: { id: 9, name: '', type: 'text', value: 'قيمة بلا اسم' },
    value: 'قيمة بلا اسم',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /No Name/ })).toHaveValue('قيمة بلا اسم');
  },
};

/** An emptied box is invalid and says so. */
export const Empty: Story = {
  args: { setting: email, value: email.value },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: /contact_email/ });
    await userEvent.clear(box);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(new RegExp(settingCardCopy.required));
  },
};

/** While saving, the box is read-only. */
export const Saving: Story = {
  args: { readOnly: true, edited: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /privacy_policy/ })).toHaveAttribute(
      'readonly',
    );
  },
};

export const LongText: Story = {
  args: { setting: longSetting, value: longSetting.value },
};

export const Mobile: Story = {
  ...onPhone,
  args: { setting: longSetting, value: longSetting.value },
};

import { profileMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { samplePortraitUrl } from '../../../storybook/adminFixtures';
import { onPhone } from '../../../storybook/viewports';
import { longNameProfile, sampleProfile } from '../fixtures';
import { ProfileDetailsForm, profileDetailsCopy } from './ProfileDetailsForm';

const meta = {
  component: ProfileDetailsForm,
  args: { profile: sampleProfile, onSave: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A new name and a PNG avatar reach onSave; an empty name is refused in Arabic first. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: new RegExp(profileDetailsCopy.name) });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: profileDetailsCopy.save }));
    await expect(await canvas.findByText('الاسم مطلوب')).toBeVisible();
    await userEvent.type(name, 'سارة الحربي');
    const file = new File([pngBytes], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(new RegExp(profileDetailsCopy.avatar)), file);
    await userEvent.click(canvas.getByRole('button', { name: profileDetailsCopy.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'سارة الحربي' }, file));
    await expect(await canvas.findByText(profileDetailsCopy.saved)).toBeVisible();
  },
};

/** A PDF is refused before sending, in Arabic. */
export const AvatarRefused: Story = {
  play: async ({ canvas, args }) => {
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    // As a file dialog set to "all files" would let through.
    const anyFile = baseUserEvent.setup({ applyAccept: false });
    await anyFile.upload(canvas.getByLabelText(new RegExp(profileDetailsCopy.avatar)), pdf);
    await expect(await canvas.findByText(profileMessages.avatarType)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's 422 (bytes that are no image): under the picker; the name stays typed. */
export const ServerRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error('البيانات المدخلة غير صالحة.'), {
        status: 422,
        errors: { avatar: [profileMessages.avatarType] },
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: profileDetailsCopy.save }));
    await expect(await canvas.findByText(profileMessages.avatarType)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('البيانات المدخلة غير صالحة.');
  },
};

/** Another session saved first (409): the message, what was typed kept. */
export const Stale: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error(profileMessages.stale), { status: 409 });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: profileDetailsCopy.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(profileMessages.stale);
  },
};

export const WithAvatar: Story = {
  args: { profile: { ...sampleProfile, avatar_url: samplePortraitUrl } },
};

export const LongName: Story = { args: { profile: longNameProfile } };

export const Mobile: Story = { ...onPhone };

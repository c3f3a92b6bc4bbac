import {
  adminPaths,
  peopleMessages,
  photographerWriteMessages,
  type Photographer,
} from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent } from 'storybook/test';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { onPhone } from '../../../storybook/viewports';
import { PhotographerForm, photographerFormCopy } from './PhotographerForm';

const photographer: Photographer = {
  id: 7,
  name: 'عبدالله الحربي',
  email: 'abdullah@example.com',
  phone: '0559876543',
  city: 'جدة',
  bio: 'مصور أعراس ومناسبات منذ عشر سنوات.',
  avatar_url: null,
  specialties: ['wedding', 'family'],
  starting_price: 149_950,
  rating_avg: 4.6,
  reviews_count: 58,
  completed_orders_count: 212,
  status: 'approved',
  status_reason: null,
  rejected_at: null,
  created_at: '2024-05-01T08:00:00.000Z',
  updated_at: '2024-05-01T08:00:00.000Z',
};

const meta = {
  component: PhotographerForm,
  args: {
    mode: 'create',
    onSubmit: fn(),
    onDirtyChange: fn(),
    cancelHref: adminPaths.pages.photographers,
  },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PhotographerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const anyFile = baseUserEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Empty form: every required field says why in Arabic; nothing is sent. */
export const CreateValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: photographerFormCopy.create }));
    await expect(await canvas.findByText(peopleMessages.nameRequired)).toBeVisible();
    await expect(canvas.getByText(peopleMessages.emailRequired)).toBeVisible();
    await expect(canvas.getByText(photographerWriteMessages.specialtiesRequired)).toBeVisible();
    await expect(canvas.getByText(photographerWriteMessages.priceRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled form sends the price in halalas (١٤٩٩٫٥ ريال → 149950). */
export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: photographerFormCopy.name }),
      'هند المطيري',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: photographerFormCopy.city }),
      'الرياض',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: photographerFormCopy.email }),
      'hind@example.com',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: photographerFormCopy.phone }),
      '0501234567',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: photographerFormCopy.startingPrice }),
      '١٤٩٩٫٥',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مواليد' }));
    await userEvent.click(canvas.getByRole('button', { name: photographerFormCopy.create }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'هند المطيري',
        email: 'hind@example.com',
        specialties: ['newborn'],
        starting_price: 149950,
      }),
      null,
    );
  },
};

/** An avatar over 2 MB is refused by its size before anything is sent. */
export const AvatarTooLarge: Story = {
  play: async ({ canvasElement, canvas }) => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'كبيرة.png', { type: 'image/png' });
    await anyFile.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByText(photographerWriteMessages.avatarTooLarge)).toBeVisible();
  },
};

/** Editing: the values are filled in (price in riyals). */
export const Edit: Story = {
  args: { mode: 'edit', photographer },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: photographerFormCopy.startingPrice }),
    ).toHaveValue('1499.50');
    await expect(canvas.getByRole('checkbox', { name: 'زفاف' })).toBeChecked();
  },
};

/** The server's 422 (an e-mail another photographer has): under its field; the input stays. */
export const ServerFieldError: Story = {
  args: {
    mode: 'edit',
    photographer,
    error: {
      message: 'تعذر حفظ المصور، راجع الحقول المعلّمة',
      fieldErrors: { email: [photographerWriteMessages.emailTaken] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(photographerWriteMessages.emailTaken)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: photographerFormCopy.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Someone saved meanwhile (409): said above the form; the typed values stay. */
export const Stale: Story = {
  args: {
    mode: 'edit',
    photographer,
    error: {
      message:
        'عدّل أحدٌ هذا السجل بعد أن فتحته؛ أعد تحميله وراجع التغييرات ثم احفظ. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('عدّل أحدٌ هذا السجل');
  },
};

export const Saving: Story = { args: { mode: 'edit', photographer, submitting: true } };

export const Loading: Story = { args: { mode: 'edit', loading: true } };

export const LoadError: Story = {
  args: { mode: 'edit', loadError: 'تعذّر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    mode: 'edit',
    photographer: {
      ...photographer,
      name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف الحربي',
      bio: 'مصور أعراس ومناسبات منذ عشر سنوات، عمل في الرياض وجدة والدمام ومكة المكرمة والمدينة المنورة، ويحب التصوير الطبيعي في الضوء الذهبي قبل الغروب. '.repeat(
        3,
      ),
    },
  },
};

export const Mobile: Story = { ...onPhone, args: { mode: 'edit', photographer } };

import { adminPaths, customerWriteMessages, peopleMessages, type Customer } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { onPhone } from '../../../storybook/viewports';
import { CustomerForm, customerFormCopy } from './CustomerForm';

const customer: Customer = {
  id: 42,
  name: 'نورة العتيبي',
  email: 'noura.alotaibi@example.com',
  phone: '0551234567',
  city: 'الرياض',
  avatar_url: null,
  status: 'active',
  blocked_reason: null,
  created_at: '2025-01-10T08:00:00.000Z',
  updated_at: '2025-01-10T08:00:00.000Z',
} as Customer;

const meta = {
  component: CustomerForm,
  args: { customer, onSubmit: fn(), onDirtyChange: fn(), cancelHref: adminPaths.pages.customers },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The values are filled in; a change is sent cleaned (e-mail lower-cased, Latin digits). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: customerFormCopy.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'Noura@Example.com');
    const phone = canvas.getByRole('textbox', { name: customerFormCopy.phone });
    await userEvent.clear(phone);
    await userEvent.type(phone, '٠٥٥٠٠٠٠٠٠٠');
    await userEvent.click(canvas.getByRole('button', { name: customerFormCopy.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'نورة العتيبي',
      email: 'noura@example.com',
      phone: '0550000000',
      city: 'الرياض',
    });
  },
};

export const Validation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: customerFormCopy.name }));
    await userEvent.clear(canvas.getByRole('textbox', { name: customerFormCopy.email }));
    await userEvent.type(canvas.getByRole('textbox', { name: customerFormCopy.email }), 'noura');
    await userEvent.click(canvas.getByRole('button', { name: customerFormCopy.save }));
    await expect(await canvas.findByText(peopleMessages.nameRequired)).toBeVisible();
    await expect(canvas.getByText(peopleMessages.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Another customer has the e-mail (422): under the field; the input stays. */
export const EmailTaken: Story = {
  args: {
    error: {
      message: 'تعذر حفظ العميل، راجع الحقول المعلّمة',
      fieldErrors: { email: [customerWriteMessages.emailTaken] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(customerWriteMessages.emailTaken)).toBeVisible();
  },
};

export const Stale: Story = {
  args: {
    error: {
      message: 'عدّل أحدٌ هذا السجل بعد أن فتحته؛ أعد تحميله وراجع التغييرات ثم احفظ',
    },
  },
};

export const Saving: Story = { args: { submitting: true } };
export const Loading: Story = { args: { loading: true, customer: undefined } };
export const LoadError: Story = {
  args: { customer: undefined, loadError: 'تعذّر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: {
    customer: {
      ...customer,
      name: 'نورة بنت عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف العتيبي',
      city: 'المدينة المنورة - حي قباء - شارع الهجرة',
    },
  },
};
export const Mobile: Story = { ...onPhone };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  component: NewsletterForm,
  args: { onSubscribe: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText(/البريد الإلكتروني/);
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'sara@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ email: 'sara@example.com' });
    await expect(await canvas.findByText(/تم اشتراكك في النشرة البريدية/)).toBeVisible();
    await expect(email).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText(/البريد الإلكتروني/);
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await expect(await canvas.findByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await userEvent.type(email, 'sara@');
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await expect(await canvas.findByText(/أدخل بريدًا إلكترونيًا صحيحًا/)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSubscribe: fn(async () =>
      Promise.reject({ message: 'أرسلت طلبات كثيرة في وقت قصير. يرجى المحاولة بعد قليل.' }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText(/البريد الإلكتروني/);
    await userEvent.type(email, 'sara@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('أرسلت طلبات كثيرة');
    await expect(email).toHaveValue('sara@example.com');
  },
};

export const Mobile: Story = { ...onPhone };

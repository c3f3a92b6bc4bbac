import { bookingNextSteps } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { BookingConfirmation, bookingConfirmationCopy as copy } from './BookingConfirmation';

const receipt = {
  code: 'LQ-000123',
  status: 'pending' as const,
  session_at: '2026-12-10T14:30:00.000Z',
  next_steps: [...bookingNextSteps],
};

const meta = {
  component: BookingConfirmation,
  args: { receipt, homeHref: '/landing', servicesHref: '/services' },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code to quote, the session asked for (Riyadh time), the steps that follow; it takes the focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'وصلنا طلب حجزك بنجاح.' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('LQ-000123')).toBeVisible();
    // 14:30 UTC is 5:30 pm in Riyadh.
    await expect(canvas.getByText(/١٠ ديسمبر ٢٠٢٦/)).toHaveTextContent(/٥:٣٠/);
    const steps = canvas.getByRole('list');
    await expect(steps.children).toHaveLength(bookingNextSteps.length);
    await expect(canvas.getByRole('link', { name: copy.home })).toHaveAttribute('href', '/landing');
  },
};

/** The server's own words, when it sends a longer message and more steps. */
export const LongText: Story = {
  args: {
    message:
      'وصلنا طلب حجزك بنجاح، وسيتواصل معك فريق لقطة قريبًا لتأكيد جميع تفاصيل جلسة التصوير والمكان والوقت.',
    receipt: {
      ...receipt,
      code: 'LQ-1234567',
      next_steps: [
        ...bookingNextSteps,
        'إذا احتجت إلى تغيير الموعد أو المكان قبل التأكيد، راسلنا واذكر رقم طلبك وسنعدل الطلب دون أي رسوم إضافية.',
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').children).toHaveLength(bookingNextSteps.length + 1);
  },
};

export const Mobile: Story = { ...onPhone };

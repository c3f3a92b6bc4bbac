import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  component: FaqAccordion,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: clicking a question opens it, opening another closes the previous one, clicking the open one closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(4);
    const [booking, payment] = questions as [HTMLElement, HTMLElement];
    for (const question of questions)
      await expect(question).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(booking);
    await expect(booking).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/اختر نوع المناسبة/)).toBeVisible();

    await userEvent.click(payment);
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(booking).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/اختر نوع المناسبة/)).toBeNull();

    await userEvent.click(payment);
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    for (const question of questions)
      await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Enter opens the focused question, arrows move between questions, Space closes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const [booking, payment] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    booking.focus();
    await userEvent.keyboard('{Enter}');
    await expect(booking).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(payment).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(booking).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        question:
          'هل يمكنني طلب مصور لمناسبة تستمر عدة أيام في مدن مختلفة، مع تصوير فيديو قصير يلخص المناسبة بالإضافة إلى الصور؟',
        answer:
          'نعم، يمكنك ذلك. عند الحجز اختر خدمة التصوير المناسبة لكل يوم، وحدد المدينة والمكان لكل جلسة على حدة. ننسق مع المصور نفسه إن كان متاحًا في كل المواعيد، أو نقترح عليك مصورين معتمدين في كل مدينة بنفس مستوى الجودة. ويمكنك إضافة خدمة الفيديو القصير من تفاصيل الخدمة، وتُسلَّم مع الصور عبر الرابط الخاص بك.',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText(/نعم، يمكنك ذلك/)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

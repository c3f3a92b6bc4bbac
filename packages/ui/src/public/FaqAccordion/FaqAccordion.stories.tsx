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

/** The questions' `<details>`, in order. */
const questionsIn = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLDetailsElement>('details'),
];

/** Spec §4: clicking a question opens it, opening another closes the previous one, clicking the open one closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const questions = questionsIn(canvasElement);
    await expect(questions).toHaveLength(4);
    const [booking, payment] = questions as [HTMLDetailsElement, HTMLDetailsElement];
    for (const question of questions) await expect(question).not.toHaveAttribute('open');

    await userEvent.click(canvas.getByText('كيف أحجز مصورًا عبر لقطة؟'));
    await expect(booking).toHaveAttribute('open');
    await expect(canvas.getByText(/اختر نوع المناسبة/)).toBeVisible();

    await userEvent.click(canvas.getByText('ما طرق الدفع المتاحة؟'));
    await expect(payment).toHaveAttribute('open');
    await expect(booking).not.toHaveAttribute('open');
    await expect(canvas.getByText(/اختر نوع المناسبة/)).not.toBeVisible();

    await userEvent.click(canvas.getByText('ما طرق الدفع المتاحة؟'));
    for (const question of questions) await expect(question).not.toHaveAttribute('open');
  },
};

/** Plain HTML: every answer is in the markup while closed (a server-rendered page carries them). */
export const AnswersInTheMarkup: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
    const answer = canvas.getByText(/يمكنك الدفع ببطاقة مدى/);
    await expect(answer).toBeInTheDocument();
    await expect(answer).not.toBeVisible();
  },
};

/**
 * Keyboard: each question is a stop of Tab, in order. Enter and Space on a `<summary>` are the
 * browser's own (a synthetic key press cannot trigger them): e2e/public.spec.ts presses them.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const summaries = questionsIn(canvasElement).map((question) =>
      question.querySelector('summary'),
    );
    await expect(summaries).toHaveLength(4);
    summaries[0]!.focus();
    for (const summary of summaries.slice(1)) {
      await userEvent.tab();
      await expect(summary).toHaveFocus();
    }
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
    await userEvent.click(canvas.getByText(/هل يمكنني طلب مصور لمناسبة/));
    await expect(canvas.getByText(/نعم، يمكنك ذلك/)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

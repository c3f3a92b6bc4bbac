import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { NewsletterFaq } from './NewsletterFaq';

const meta = {
  component: NewsletterFaq,
  parameters: { layout: 'fullscreen' },
  args: { onSubscribe: fn(async () => undefined) },
} satisfies Meta<typeof NewsletterFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'الأسئلة الشائعة' })).toBeVisible();
    // Four questions, all closed.
    await expect(canvasElement.querySelectorAll('details:not([open])')).toHaveLength(4);
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'nora@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ email: 'nora@example.com' });
    // End once the form has settled (the button enabled again, focus on it): both screenshots then
    // show the same state, instead of whichever moment of the submission they caught.
    await expect(await canvas.findByText(/تم اشتراكك/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اشترك' })).toBeEnabled();
  },
};

export const QuestionOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('متى تصلني الصور وكيف أستلمها؟'));
    await expect(canvas.getByText(/رابط خاص بك/)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { longSuggestion, sampleSuggestion } from '../fixtures';
import { detailViewCopy } from '../../DetailView';
import { SuggestionDetail, suggestionDetailCopy } from './SuggestionDetail';

const meta = {
  component: SuggestionDetail,
  args: {
    data: sampleSuggestion,
    onStatusChange: fn(),
    backHref: adminPaths.pages.suggestions,
  },
} satisfies Meta<typeof SuggestionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new suggestion: the whole message, contact links, and "mark read" or "archive". */
export const New: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/هل يمكن أن تكون الجلسة بعد العصر/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: sampleSuggestion.email })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    await expect(canvas.getByRole('link', { name: sampleSuggestion.phone })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: suggestionDetailCopy.markRead }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('read');
    await userEvent.click(canvas.getByRole('button', { name: suggestionDetailCopy.archive }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('archived');
  },
};

/** Archived: it can come back out of the archive (as read). */
export const Archived: Story = {
  args: { data: { ...sampleSuggestion, status: 'archived' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: suggestionDetailCopy.archive })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: suggestionDetailCopy.unarchive }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('read');
  },
};

/** While a change saves, its button says so and no other change can start. */
export const Saving: Story = {
  args: { pendingStatus: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: suggestionDetailCopy.saving })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: suggestionDetailCopy.markRead }),
    ).toBeDisabled();
  },
};

export const StatusError: Story = {
  args: { statusError: 'تعذّر تحديث حالة الاقتراح، حاول مرة أخرى.' },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const NotFound: Story = {
  args: { data: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(detailViewCopy.notFoundTitle)).toBeVisible();
  },
};

export const LongText: Story = { args: { data: longSuggestion } };

export const Mobile: Story = { ...onPhone, args: { data: longSuggestion } };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

/** A role that may not answer suggestions (finance): the message, no status buttons. */
export const ReadOnlyRole: Story = {
  args: { onStatusChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: suggestionDetailCopy.markRead })).toBeNull();
    await expect(canvas.queryByRole('button', { name: suggestionDetailCopy.archive })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusPill, statusTones, type StatusTone } from './StatusPill';

const meta = { component: StatusPill, args: { label: 'نشط', tone: 'success' } } satisfies Meta<
  typeof StatusPill
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('نشط')).toBeVisible();
  },
};

/** Every tone, side by side. */
export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(statusTones) as StatusTone[]).map((tone) => (
        <StatusPill key={tone} tone={tone} label={`حالة ${tone}`} />
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { formatBytes, ListExportButtons, listExportCopy, ListExportError } from './ListExport';

function Harness(props: Parameters<typeof ListExportButtons>[0] & { error?: string }) {
  return (
    <div>
      <ListExportError error={props.error} />
      <div className="flex flex-wrap gap-2">
        <ListExportButtons {...props} />
      </div>
    </div>
  );
}

const meta = {
  component: Harness,
  args: { onExport: fn(), exporting: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: listExportCopy.csv }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

/** While a file arrives: the bytes so far, both buttons disabled. */
export const Exporting: Story = {
  args: { exporting: { format: 'xlsx', bytes: 1.5 * 1024 * 1024 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      listExportCopy.exporting(formatBytes(1.5 * 1024 * 1024)),
    );
    await expect(canvas.getByRole('button', { name: listExportCopy.csv })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'تعذّر إنشاء الملف. حاول مرة أخرى.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(listExportCopy.failed);
  },
};

export const Mobile: Story = { ...onPhone };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { DisplayOrder, displayOrderCopy } from './DisplayOrder';

const items = ['جلسة تخرج خارجية', 'تصوير زفاف كامل', 'جلسة مواليد في المنزل', 'جلسة عائلية'].map(
  (label, i) => ({ id: i + 1, label, sortOrder: i }),
);

const meta = {
  component: DisplayOrder,
  args: { items, onSave: fn(async () => undefined), title: 'ترتيب عرض الخدمات' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DisplayOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (el: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: displayOrderCopy.open }));
  return screen.findByRole('dialog', { name: 'ترتيب عرض الخدمات' });
};

/** Moved with the keyboard's buttons; only the moved positions are saved. */
export const MoveAndSave: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    const save = within(dialog).getByRole('button', { name: displayOrderCopy.save });
    await expect(save).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: displayOrderCopy.down('جلسة تخرج خارجية') }),
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      displayOrderCopy.moved('جلسة تخرج خارجية', 2),
    );
    const rows = within(dialog).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('تصوير زفاف كامل');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith([
      { id: 2, sort_order: 0 },
      { id: 1, sort_order: 1 },
    ]);
    await expect(await within(dialog).findByText(displayOrderCopy.saved)).toBeVisible();
  },
};

/** A failed save says why; the order stays as arranged. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('عدّل أحدٌ هذا السجل بعد أن فتحته؛ أعد تحميله وراجع التغييرات ثم احفظ');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.click(
      within(dialog).getByRole('button', { name: displayOrderCopy.up('جلسة عائلية') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: displayOrderCopy.save }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('عدّل أحدٌ');
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(within(dialog).getByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(within(dialog).getByText(displayOrderCopy.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: undefined, loadError: 'تعذّر الاتصال بالخادم.' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('تعذّر الاتصال');
  },
};

export const LongText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      label: `${item.label} مع عشرين صورة معدّلة تصلك خلال أسبوع في ألبوم رقمي فاخر`,
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
  },
};

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
  },
};

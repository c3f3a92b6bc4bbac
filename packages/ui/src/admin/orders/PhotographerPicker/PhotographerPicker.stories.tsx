import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { longNamePhotographer, photographerOptions } from '../OrderActionBar/fixtures';
import { PhotographerPicker, photographerPickerCopy } from './PhotographerPicker';

/** The picker with its own search and choice, as the assign dialog holds them. */
function Harness(props: ComponentProps<typeof PhotographerPicker>) {
  const [search, setSearch] = useState(props.search);
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <PhotographerPicker
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      selectedId={selectedId}
      onSelect={(candidate) => {
        setSelectedId(candidate.id);
        props.onSelect(candidate);
      }}
    />
  );
}

const meta = {
  component: PhotographerPicker,
  render: (args) => <Harness {...args} />,
  args: {
    search: '',
    onSearchChange: fn(),
    candidates: photographerOptions,
    selectedId: null,
    onSelect: fn(),
    currentId: 7,
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotographerPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** City, other sessions that day, the current photographer and a clash, for each. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'فهد الدوسري' })).toHaveAccessibleDescription(
      /جدة.*تعارض في الموعد.*LQ-000318/,
    );
    await expect(canvas.getByText(`(${photographerPickerCopy.current})`)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'ريم');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ريم');
    await userEvent.click(canvas.getByRole('radio', { name: 'ريم القحطاني' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    await expect(canvas.getByRole('radio', { name: 'ريم القحطاني' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { candidates: [], loading: true, search: 'ريم' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: photographerPickerCopy.loading }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { candidates: [], search: 'سلمان' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(photographerPickerCopy.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    candidates: [],
    error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server's field message under the search box. */
export const FieldError: Story = {
  args: { fieldError: 'لا يمكن إسناد الطلب إلى هذا المصور لأن حالته «موقوف».' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(/موقوف/);
  },
};

export const LongArabic: Story = {
  args: { candidates: [longNamePhotographer, ...photographerOptions], search: 'عبدالرحمن' },
};

export const Phone: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };

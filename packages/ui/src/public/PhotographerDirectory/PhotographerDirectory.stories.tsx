import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { longPhotographer, sampleCities, samplePhotographers } from '../PhotographerCard/fixtures';
import { PhotographerDirectory, photographerDirectoryCopy as copy } from './PhotographerDirectory';

const meta = {
  component: PhotographerDirectory,
  args: {
    photographers: samplePhotographers,
    currency: 'SAR',
    cities: sampleCities,
    city: '',
    specialty: '',
    action: '/photographers',
    profileHref: (photographer) => `/photographers/${photographer.id}`,
  },
} satisfies Meta<typeof PhotographerDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter is a plain GET form (city, specialty) to the directory's address, then the cards. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: copy.filters });
    await expect(search).toHaveAttribute('method', 'get');
    await expect(search).toHaveAttribute('action', '/photographers');
    await expect(canvas.getByLabelText(copy.city)).toHaveAttribute('name', 'city');
    await expect(canvas.getByLabelText(copy.specialty)).toHaveAttribute('name', 'specialty');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'ريم الحربي' })).toHaveAttribute(
      'href',
      '/photographers/13',
    );
  },
};

/** The chosen city and specialty stay chosen in the form; pages follow as links. */
export const FilteredWithPages: Story = {
  args: {
    city: 'جدة',
    specialty: 'graduation',
    photographers: [samplePhotographers[1]!],
    pages: { current: 2, last: 3, hrefOf: (page) => `/photographers?city=جدة&page=${page}` },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText(copy.city)).toHaveValue('جدة');
    await expect(canvas.getByLabelText(copy.specialty)).toHaveValue('graduation');
    await expect(canvas.getByRole('link', { name: copy.previous })).toHaveAttribute(
      'href',
      '/photographers?city=جدة&page=1',
    );
    await expect(canvas.getByRole('link', { name: copy.next })).toHaveAttribute(
      'href',
      '/photographers?city=جدة&page=3',
    );
    await expect(canvas.getByText('الصفحة ٢ من ٣')).toBeVisible();
    // Choosing another city by keyboard.
    await userEvent.selectOptions(canvas.getByLabelText(copy.city), 'الدمام');
    await expect(canvas.getByLabelText(copy.city)).toHaveValue('الدمام');
  },
};

export const Loading: Story = {
  args: { photographers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.loading);
  },
};

/** Nobody matches: say so, and offer the whole directory. */
export const Empty: Story = {
  args: { photographers: [], city: 'مكة المكرمة', specialty: 'newborn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyFilteredTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.clear })).toHaveAttribute(
      'href',
      '/photographers',
    );
  },
};

export const LoadError: Story = {
  args: { photographers: undefined, error: 'تعذر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { photographers: [longPhotographer, ...samplePhotographers] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** The filter stacks, the cards follow one per row. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const city = canvas.getByLabelText(copy.city).getBoundingClientRect();
    const specialty = canvas.getByLabelText(copy.specialty).getBoundingClientRect();
    await expect(specialty.top).toBeGreaterThan(city.bottom);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { longService, sampleServices } from '../ServiceCard/fixtures';
import { ServicesCatalog, servicesCatalogCopy } from './ServicesCatalog';

const categoryHref = (category: string) =>
  category ? `/services?category=${category}` : '/services';

const meta = {
  component: ServicesCatalog,
  args: {
    services: sampleServices,
    currency: 'SAR',
    category: '',
    categoryHref,
    bookHref: (service) => `/book?service=${service.id}`,
  },
} satisfies Meta<typeof ServicesCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category as a link (works before the script), then the services. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('navigation', { name: servicesCatalogCopy.filters });
    await expect(filters).toBeVisible();
    await expect(canvas.getByRole('link', { name: servicesCatalogCopy.all })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'مواليد' })).toHaveAttribute(
      'href',
      '/services?category=newborn',
    );
    const list = canvas.getByRole('list', { name: servicesCatalogCopy.list });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: 'احجز هذه الخدمة' })[2]).toHaveAttribute(
      'href',
      '/book?service=3',
    );
  },
};

/** A chosen category is marked as the current filter; the list is the server's answer for it. */
export const Filtered: Story = {
  args: { category: 'newborn', services: [sampleServices[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'مواليد' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: servicesCatalogCopy.all })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { services: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(servicesCatalogCopy.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No service in the chosen category: say so and offer every service. */
export const Empty: Story = {
  args: { category: 'other', services: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /لا توجد خدمات في تصنيف «أخرى»/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: servicesCatalogCopy.showAll })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};

export const LoadError: Story = {
  args: { services: undefined, error: 'تعذر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(servicesCatalogCopy.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { services: [longService, ...sampleServices] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** One card per row; the filter wraps. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../storybook/viewports';
import { Navbar } from './Navbar';

const meta = {
  component: Navbar,
  args: { currentPath: '/landing' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const CurrentInnerPage: Story = {
  args: { currentPath: '/faq' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** The phone menu's disclosure: its toggle (`<summary>`) and the `<details>` that holds the links. */
const menuOf = (canvasElement: HTMLElement) => {
  const details = canvasElement.querySelector('details');
  const toggle = details?.querySelector('summary');
  if (!details || !toggle) throw new Error('no phone menu');
  return { details, toggle };
};

/** On a phone the links fold into a menu: the toggle opens it, Escape closes it and refocuses the toggle. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { details, toggle } = menuOf(canvasElement);
    await expect(toggle).toHaveTextContent('فتح القائمة');
    await expect(details).not.toHaveAttribute('open');
    for (const link of canvas.getAllByRole('link', { name: 'من نحن', hidden: true }))
      await expect(link).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(details).toHaveAttribute('open');
    await expect(toggle).toHaveTextContent('إغلاق القائمة');
    await expect(canvas.getByRole('link', { name: 'من نحن' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details).not.toHaveAttribute('open'));
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(menuOf(canvasElement).toggle);
    await expect(canvas.getByRole('link', { name: 'الشروط والأحكام' })).toBeVisible();
  },
};

/** Tablets get the folded menu too (the links need the width of a laptop). */
export const Tablet: Story = {
  ...onTablet,
  play: async ({ canvasElement }) => {
    await expect(menuOf(canvasElement).toggle).toBeVisible();
  },
};

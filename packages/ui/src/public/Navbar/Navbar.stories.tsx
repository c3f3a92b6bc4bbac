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

/** On a phone the links fold into a menu: the button opens it, Escape closes it and refocuses the button. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'فتح القائمة' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'من نحن' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'إغلاق القائمة' })).toBe(toggle);
    await expect(canvas.getByRole('link', { name: 'من نحن' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  ...onPhone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح القائمة' }));
    await expect(canvas.getByRole('link', { name: 'الشروط والأحكام' })).toBeVisible();
  },
};

/** Tablets get the folded menu too (the links need the width of a laptop). */
export const Tablet: Story = {
  ...onTablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'فتح القائمة' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inDirection, onPhone } from '../storybook/viewports';
import { ColourTokens, IconSet, RadiiAndShadows, SpacingScale, TypeScale } from './Foundations';

/**
 * The pieces of the Foundations page (Foundations.mdx), one story each: their tests and visual
 * baselines catch a theme.css change that breaks a piece, which the page's own check (a heading,
 * no error, axe) would not show. The guide is written for the team in English, left to right.
 */
const meta = {
  title: 'Foundations/Page pieces',
  component: ColourTokens,
  args: { group: 'semantic' },
  ...inDirection('ltr'),
  decorators: [
    (Story) => (
      <div lang="en">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Colour tokens: semantic' })).toBeVisible();
    // Every row grades its contrast from theme.css's values.
    await expect(canvas.getAllByText(/^\d+\.\d{2}:1$/).length).toBeGreaterThan(0);
  },
};

export const StatusColours: Story = {
  args: { group: 'status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Colour tokens: status' })).toBeVisible();
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('لقطة — احجز مصورك المحترف في دقائق').length).toBeGreaterThan(
      1,
    );
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('p-4')).toBeVisible();
    await expect(canvas.getByText('16 px')).toBeVisible();
  },
};

export const RadiiAndElevation: Story = {
  render: () => <RadiiAndShadows />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('rounded-card')).toBeVisible();
    await expect(canvas.getByText('shadow-card')).toBeVisible();
  },
};

export const Icons: Story = {
  render: () => <IconSet />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Directional icons in each reading direction' }),
    ).toBeVisible();
  },
};

export const ColoursOnPhone: Story = { ...onPhone };

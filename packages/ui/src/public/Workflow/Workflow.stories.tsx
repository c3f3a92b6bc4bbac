import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Workflow } from './Workflow';

const meta = { component: Workflow, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Workflow
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('اختر الخدمة');
    await expect(steps[3]).toHaveTextContent('استلم صورك');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      {
        title: 'اختر الخدمة المناسبة لمناسبتك من بين عشرات الباقات',
        description:
          'تصفح الباقات حسب نوع المناسبة وعدد ساعات التصوير وعدد الصور المعدلة، وقارن بينها بسهولة قبل أن تقرر، ويمكنك التواصل مع الدعم لأي استفسار.',
      },
      { title: 'استلم صورك', description: 'عبر رابط خاص.' },
    ],
  },
};

export const Mobile: Story = { ...onPhone };

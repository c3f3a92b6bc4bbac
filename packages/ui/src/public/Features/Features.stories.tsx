import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Features } from './Features';

const meta = { component: Features, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Features
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five features the specification advertises. */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const title of [
      'حجز مرن للوقت والمكان',
      'مصورون محترفون',
      'تنظيم كامل',
      'خيارات متنوعة',
      'دعم على مدار الساعة',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'flexible',
        title: 'حجز مرن للوقت والمكان في أي مدينة من مدن المملكة ومحافظاتها',
        description:
          'اختر اليوم والساعة والمكان الذي يناسبك، وغيّر الموعد مرة واحدة دون رسوم إذا تغيرت خططك، وسننسق مع المصور ليصل قبل الموعد بوقت كافٍ لتجهيز الإضاءة والمعدات.',
      },
      { id: 'support', title: 'دعم على مدار الساعة', description: 'فريقنا متاح كل يوم.' },
    ],
  },
};

export const Mobile: Story = { ...onPhone };

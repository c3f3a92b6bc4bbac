import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { FeatureCard } from './FeatureCard';

const meta = {
  component: FeatureCard,
  args: {
    icon: 'badge',
    title: 'مصورون معتمدون',
    subtitle: 'نراجع أعمال كل مصور ونتحقق من هويته قبل أن يستقبل أول حجز.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'مصورون معتمدون' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    icon: 'wallet',
    title: 'دفع آمن عبر المنصة بكل الوسائل المتاحة في المملكة',
    subtitle:
      'تدفع عبر المنصة بمدى أو البطاقة الائتمانية أو Apple Pay أو التحويل البنكي، ويبقى المبلغ محفوظًا ولا يصل للمصور إلا بعد انتهاء الجلسة بنجاح، وإن ألغيت في الوقت المسموح استرددته كاملًا.',
  },
};

export const Mobile: Story = { ...onPhone };

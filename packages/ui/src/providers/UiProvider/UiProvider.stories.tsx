import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDirection } from '@radix-ui/react-direction';
import { expect } from 'storybook/test';
import { Link } from '../../navigation/Link/Link';
import type { LinkComponentProps } from '../../navigation/Link/LinkProvider';
import { UiProvider } from './UiProvider';

/** Shows what the provider hands down: Radix's reading direction and the link component. */
function ProvidedValues() {
  const direction = useDirection();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="font-semibold">الاتجاه</dt>
      <dd data-testid="direction">{direction}</dd>
      <dt className="font-semibold">الرابط</dt>
      <dd>
        <Link href="/faq">الأسئلة الشائعة</Link>
      </dd>
    </dl>
  );
}

function AppLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-app-link="true" {...props}>
      {children}
    </a>
  );
}

const meta = {
  component: UiProvider,
  args: { children: <ProvidedValues /> },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right to left by default, links as plain anchors. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('direction')).toHaveTextContent('rtl');
    await expect(canvas.getByRole('link', { name: 'الأسئلة الشائعة' })).not.toHaveAttribute(
      'data-app-link',
    );
  },
};

export const LeftToRight: Story = {
  args: { dir: 'ltr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('direction')).toHaveTextContent('ltr');
  },
};

export const WithAppLink: Story = {
  args: { linkComponent: AppLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute(
      'data-app-link',
      'true',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

const meta = {
  component: Link,
  args: { href: '/about-us', children: 'من نحن' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/about-us');
  },
};

const navigate = fn();

/** Stands in for the app's router link: it takes over the click. */
function RouterLinkDouble({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router="true"
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** With the app's link component provided: ui links navigate through the router. */
export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLinkDouble}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'من نحن' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/about-us');
  },
};

export const CustomClassName: Story = {
  args: {
    className: 'rounded-control bg-brand-600 px-4 py-2 font-semibold text-white',
    children: 'احجز الآن',
  },
};

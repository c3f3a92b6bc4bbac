import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@laqta/ui';

/** ui's link seam, backed by the router: in-app paths navigate without a reload. */
export function RouterLink({ href, ref, ...props }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...props} />;
}

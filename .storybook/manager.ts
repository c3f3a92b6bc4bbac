import { addons } from 'storybook/manager-api';
import { sidebarLabelOf } from './hierarchy';

// Admin resource folders are lower-case (`admin/orders`); the sidebar names them (`Orders`)
// without changing a title, so story ids and their baselines stay as they are.
addons.setConfig({ sidebar: { renderLabel: (entry) => sidebarLabelOf(entry) } });

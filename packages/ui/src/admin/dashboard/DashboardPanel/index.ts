export {
  DashboardPanel,
  dashboardPanelCopy,
  type DashboardPanelProps,
  type DashboardPartState,
} from './DashboardPanel';

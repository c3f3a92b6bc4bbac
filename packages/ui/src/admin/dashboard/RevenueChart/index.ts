export { RevenueChart, revenueChartCopy, type RevenueChartProps } from './RevenueChart';

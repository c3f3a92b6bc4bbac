export * from './Sidebar';
export * from './adminNavigation';

export * from './Navbar';
export * from './publicPages';

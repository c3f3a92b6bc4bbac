export * from './UserMenu';
export * from './UserAvatar';
export * from './useMenuTypeahead';

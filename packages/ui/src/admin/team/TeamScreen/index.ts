export * from './TeamScreen';
export * from './TeamMemberCard';

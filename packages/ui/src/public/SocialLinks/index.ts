export * from './SocialLinks';

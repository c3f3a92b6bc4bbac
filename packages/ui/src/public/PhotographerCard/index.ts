export * from './PhotographerCard';
export * from './PhotographerAvatar';
export * from './RatingSummary';
export * from './reviewCount';

export * from './RecoveryCodesPanel';

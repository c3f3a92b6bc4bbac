export * from './TwoFactorPolicySwitch';

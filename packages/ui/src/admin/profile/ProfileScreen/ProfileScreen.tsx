import { twoFactorPolicyMessages, type Profile } from '@laqta/contract';
import { Alert } from '../../../primitives/Alert';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import type { DetailState } from '../../DetailView';
import { PasswordChangeForm, type PasswordChangeFormProps } from '../PasswordChangeForm';
import { ProfileDetailsForm, type ProfileDetailsFormProps } from '../ProfileDetailsForm';
import { SessionsList, type SessionsListProps } from '../SessionsList';
import { TwoFactorPolicySwitch, type TwoFactorPolicySwitchProps } from '../TwoFactorPolicySwitch';
import { TwoFactorSection, type TwoFactorSectionProps } from '../TwoFactorSection';

export const profileScreenCopy = {
  title: 'الملف الشخصي',
  description: 'بياناتك وصورتك، وكلمة السر، والتحقق بخطوتين، والأجهزة التي سجّلت الدخول بحسابك.',
  requiredTitle: 'فعّل التحقق بخطوتين للمتابعة',
  loading: 'جاري تحميل الملف الشخصي',
  loadFailed: 'تعذر تحميل الملف الشخصي',
  goToTwoFactor: 'انتقل إلى تفعيل التحقق بخطوتين',
} as const;

/** The two-factor section's anchor, for the notice's link. */
const TWO_FACTOR_SECTION_ID = 'two-factor';

export interface ProfileScreenProps {
  /** The signed-in admin's profile (loading, error + retry). */
  profile: DetailState<Profile>;
  onSaveDetails: ProfileDetailsFormProps['onSave'];
  onChangePassword: PasswordChangeFormProps['onSubmit'];
  sessions: SessionsListProps;
  twoFactor: Omit<TwoFactorSectionProps, 'enabled' | 'required'>;
  /** Owners only: "require two-factor for everyone"; left out for the other roles. */
  policy?: Omit<TwoFactorPolicySwitchProps, 'ownTwoFactorEnabled'> | null;
}

/**
 * /admin/profile: every admin's own record. While an owner requires two-factor and this admin has
 * not enrolled, a notice says why the rest of the back office is closed and the enrolment comes first.
 */
export function ProfileScreen({
  profile,
  onSaveDetails,
  onChangePassword,
  sessions,
  twoFactor,
  policy,
}: ProfileScreenProps) {
  const { data, loading, error, onRetry } = profile;
  let body;
  if (error)
    body = (
      <ErrorWithRetry title={profileScreenCopy.loadFailed} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  else if (loading || !data)
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={profileScreenCopy.loading} />
      </div>
    );
  else {
    const mustEnrol = data.two_factor_required && !data.two_factor_enabled;
    // The sections keep their places whatever the state: moving the two-factor section when
    // enrolment completes would remount it and lose the recovery codes it shows once.
    body = (
      <div className="flex flex-col gap-6">
        {mustEnrol && (
          <Alert tone="error" title={profileScreenCopy.requiredTitle}>
            <p>{twoFactorPolicyMessages.enrolmentRequired}</p>
            <a
              href={`#${TWO_FACTOR_SECTION_ID}`}
              className="mt-2 inline-block font-semibold underline underline-offset-4"
            >
              {profileScreenCopy.goToTwoFactor}
            </a>
          </Alert>
        )}
        <ProfileDetailsForm profile={data} onSave={onSaveDetails} />
        <PasswordChangeForm onSubmit={onChangePassword} />
        <TwoFactorSection
          {...twoFactor}
          id={TWO_FACTOR_SECTION_ID}
          enabled={data.two_factor_enabled}
          required={data.two_factor_required}
        />
        {policy && (
          <TwoFactorPolicySwitch {...policy} ownTwoFactorEnabled={data.two_factor_enabled} />
        )}
        <SessionsList {...sessions} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageTitle title={profileScreenCopy.title} description={profileScreenCopy.description} />
      {body}
    </div>
  );
}

import { ProfileScreen } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/ApiError';
import {
  profileKeys,
  useChangePassword,
  useProfile,
  useSaveProfile,
  useSessions,
  useSetTwoFactorPolicy,
  useSignOutSessions,
  useTwoFactorActions,
  useTwoFactorPolicy,
} from '../../../api/profile';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : 'تعذر الاتصال بالخادم';

/**
 * /admin/profile: the signed-in admin's own record (issue 12): name and avatar, password,
 * sessions, two-factor; owners also get "require two-factor for everyone".
 */
export default function ProfileRoute() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const sessions = useSessions();
  const isOwner = profile.data?.role === 'owner';
  const policy = useTwoFactorPolicy(isOwner);
  const saveProfile = useSaveProfile();
  const changePassword = useChangePassword();
  const signOut = useSignOutSessions();
  const twoFactor = useTwoFactorActions();
  const setPolicy = useSetTwoFactorPolicy();

  return (
    <ProfileScreen
      profile={{
        data: profile.data,
        loading: profile.isPending,
        error: profile.isError ? messageOf(profile.error) : null,
        onRetry: () => void profile.refetch(),
      }}
      onSaveDetails={async (values, avatar) => {
        try {
          await saveProfile.mutateAsync({
            name: values.name,
            updated_at: profile.data?.updated_at ?? '',
            avatar,
          });
        } catch (error) {
          // Stale (another session saved first): load the saved record; the form keeps its text.
          if (error instanceof ApiError && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
          throw error;
        }
      }}
      onChangePassword={(values) => changePassword.mutateAsync(values)}
      sessions={{
        sessions: sessions.data,
        loading: sessions.isPending,
        error: sessions.isError ? messageOf(sessions.error) : null,
        onRetry: () => void sessions.refetch(),
        onSignOut: (id) => signOut.one.mutateAsync(id),
        onSignOutOthers: () => signOut.others.mutateAsync(),
      }}
      twoFactor={{
        onStart: twoFactor.start,
        onConfirm: twoFactor.confirm,
        onDisable: twoFactor.disable,
        onRegenerate: twoFactor.regenerate,
      }}
      policy={
        isOwner
          ? {
              policy: policy.data,
              loading: policy.isPending,
              error: policy.isError ? messageOf(policy.error) : null,
              onRetry: () => void policy.refetch(),
              onChange: (required) =>
                setPolicy.mutateAsync({
                  two_factor_required: required,
                  updated_at: policy.data?.updated_at ?? '',
                }),
            }
          : null
      }
    />
  );
}

import { adminPaths } from '@laqta/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfile } from '../api/profile';

/**
 * While an owner requires two-factor of everyone and this admin has not enrolled, the back office
 * sends them to their profile to enrol (the server answers 403 to anything else meanwhile).
 */
export function useTwoFactorEnrolmentRedirect(): void {
  const profile = useProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustEnrol = profile.data?.two_factor_required === true && !profile.data.two_factor_enabled;
  useEffect(() => {
    if (mustEnrol && pathname !== adminPaths.pages.profile)
      navigate(adminPaths.pages.profile, { replace: true });
  }, [mustEnrol, pathname, navigate]);
}

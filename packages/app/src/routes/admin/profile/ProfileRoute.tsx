/** /admin/profile: the signed-in admin's own profile (filled in below as the screen lands). */
export default function ProfileRoute() {
  return null;
}

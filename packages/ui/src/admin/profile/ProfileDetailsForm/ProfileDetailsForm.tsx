import { zodResolver } from '@hookform/resolvers/zod';
import {
  newAdminSchema,
  profileAvatarProblem,
  profileAvatarTypes,
  type Profile,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { TextField } from '../../../primitives/TextField';
import { useObjectUrl } from '../../services/ServiceForm/useObjectUrl';
import { UserAvatar } from '../../UserMenu/UserAvatar';
import { actionFailureOf, fieldError, type ActionFailure } from '../actionFailure';

export const profileDetailsCopy = {
  title: 'البيانات الشخصية',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  emailHint: 'يغيّره مالك المنصة من صفحة الفريق',
  avatar: 'الصورة الشخصية',
  avatarHint: 'JPEG أو PNG أو WebP، بحد أقصى 2 ميغابايت. تظهر في الشريط العلوي.',
  chooseAvatar: 'اختيار صورة',
  changeAvatar: 'تغيير الصورة',
  clearAvatar: 'إلغاء الصورة المختارة',
  save: 'حفظ البيانات',
  saving: 'جاري الحفظ...',
  saved: 'تم حفظ الملف الشخصي',
} as const;

/** The name as the server checks it (the same rule as a new admin's). */
const detailsSchema = newAdminSchema.pick({ name: true });
type DetailsValues = { name: string };

export interface ProfileDetailsFormProps {
  profile: Profile;
  /** Saves the name and, when one was picked, the avatar; rejects with the API's error. */
  onSave: (values: { name: string }, avatar: File | null) => Promise<unknown>;
}

/** Name and avatar image of the signed-in admin; the avatar is checked here and again by its bytes. */
export function ProfileDetailsForm({ profile, onSave }: ProfileDetailsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsValues, unknown, { name: string }>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { name: profile.name },
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const preview = useObjectUrl(avatar);
  const inputId = useId();

  const submit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      await onSave(values, avatar);
      setAvatar(null);
      setSaved(true);
    } catch (error) {
      setFailure(actionFailureOf(error));
    } finally {
      setSaving(false);
    }
  });

  const avatarError = avatarProblem ?? fieldError(failure, 'avatar');
  return (
    <Card as="section" title={profileDetailsCopy.title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {failure && <Alert tone="error">{failure.message}</Alert>}
        {saved && <Alert tone="success">{profileDetailsCopy.saved}</Alert>}
        <div className="flex flex-wrap items-center gap-4">
          <UserAvatar
            name={profile.name}
            src={preview ?? profile.avatar_url}
            className="size-24 text-2xl"
          />
          <div className="flex flex-col items-start gap-2">
            <span id={`${inputId}-label`} className="text-sm font-semibold text-ink">
              {profileDetailsCopy.avatar}
            </span>
            <input
              id={inputId}
              type="file"
              accept={profileAvatarTypes.join(',')}
              className="peer sr-only"
              disabled={saving}
              aria-labelledby={`${inputId}-label ${inputId}-button`}
              aria-describedby={clsx(avatarError && `${inputId}-error`, `${inputId}-hint`)}
              aria-invalid={avatarError ? true : undefined}
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0] ?? null;
                event.currentTarget.value = '';
                if (!picked) return;
                const problem = profileAvatarProblem(picked);
                setAvatarProblem(problem);
                setAvatar(problem ? null : picked);
              }}
            />
            <label
              id={`${inputId}-button`}
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-sand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {preview || profile.avatar_url
                ? profileDetailsCopy.changeAvatar
                : profileDetailsCopy.chooseAvatar}
            </label>
            {avatar && (
              <button
                type="button"
                onClick={() => setAvatar(null)}
                className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {profileDetailsCopy.clearAvatar}
              </button>
            )}
            <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
              {profileDetailsCopy.avatarHint}
            </p>
            {avatarError && (
              <p id={`${inputId}-error`} className="text-sm font-semibold text-danger-700">
                {avatarError}
              </p>
            )}
          </div>
        </div>
        <TextField
          label={profileDetailsCopy.name}
          required
          autoComplete="name"
          error={errors.name?.message ?? fieldError(failure, 'name')}
          {...register('name')}
        />
        <TextField
          label={profileDetailsCopy.email}
          type="email"
          hint={profileDetailsCopy.emailHint}
          value={profile.email}
          readOnly
        />
        <div>
          <Button type="submit" loading={saving} loadingText={profileDetailsCopy.saving}>
            {profileDetailsCopy.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { useEffect, useRef } from 'react';
import { displayPictureUrl } from '@rb/schema';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import {
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  updateProfileSchema,
  usernameSchema,
} from '@rb/schema/validation/account';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ltrFieldClass } from '@/lib/ltr';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { userQueryKey, type User } from '@/lib/api/user';
import { PasswordField } from '@/features/auth/password-field';
import { localizedResolver } from '@/features/auth/schema-messages';
import { DirtyActions } from './dirty-actions';
import { SettingsSection } from './settings-section';
import { updateProfile, uploadImage } from './settings-api';

type Values = { picture: string; name: string; username: string; email: string; currentPassword: string };

/** The server compares emails lowercased; typing the same address in capitals is no change. */
const emailChanged = (user: User, email: string) => email.trim().toLowerCase() !== user.email;

/** A new email needs the current password when the account has one (ADR 0003); nothing else does. */
const asksPassword = (user: User, email: string) => user.hasPassword && emailChanged(user, email);

const profileSchema = (user: User) =>
  z
    .object({
      picture: updateProfileSchema.shape.picture.unwrap().or(z.literal('')),
      name: nameSchema,
      username: usernameSchema,
      email: emailSchema,
      currentPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!asksPassword(user, values.email)) return;
      const result = currentPasswordSchema.safeParse(values.currentPassword);
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: issue.message });
    }) as z.ZodType<Values, Values>;

/** The server takes at most 2 MB of PNG, JPEG, WebP or GIF; saying so here saves a doomed upload. */
export const maxPictureBytes = 2 * 1024 * 1024;
const acceptedPictures = 'image/png,image/jpeg,image/webp,image/gif';

const valuesOf = (user: User): Values => ({
  picture: user.picture ?? '',
  name: user.name,
  username: user.username,
  email: user.email,
  currentPassword: '',
});

const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

export const ProfileSection = ({ user }: { user: User }) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    resolver: localizedResolver(profileSchema(user)),
    defaultValues: valuesOf(user),
  });

  // A picture is saved as soon as it is chosen or removed, on its own: nobody expects to press Save after an
  // upload, and the sidebar's avatar follows at once. Other fields being edited stay as typed.
  const savePicture = useMutation({
    mutationFn: (picture: string | null) => updateProfile({ picture }),
    onSuccess: (updated) => {
      queryClient.setQueryData(userQueryKey, updated);
      form.reset(valuesOf(updated), { keepDirtyValues: true, keepDirty: true });
      toast.success(t`Your profile has been updated.`);
    },
  });

  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: ({ url }) => savePicture.mutate(url),
  });

  const save = useMutation({
    mutationFn: async ({ currentPassword, ...values }: Values) => {
      // docs/product.md#email-change: the user hears why before the change is made.
      if (emailChanged(user, values.email))
        toast.info(t`Check your new email address`, {
          description: t`Your email address changes now. Open the link we send to it to verify it again.`,
        });
      return updateProfile({
        ...values,
        picture: values.picture || null,
        ...(asksPassword(user, values.email) ? { currentPassword } : {}),
      });
    },
    onSuccess: (updated, values) => {
      queryClient.setQueryData(userQueryKey, updated);
      form.reset(valuesOf(updated));
      // One toast at a time: after an email change the note about verifying the new address stays on screen.
      if (!emailChanged(user, values.email)) toast.success(t`Your profile has been updated.`);
    },
    onError: () => form.reset(valuesOf(user)),
  });

  const picture = form.watch('picture');
  const name = form.watch('name');
  const passwordNeeded = asksPassword(user, form.watch('email'));
  // Once the email is back to what it was, a password typed meanwhile is dropped, not kept out of sight.
  useEffect(() => {
    if (!passwordNeeded) form.resetField('currentPassword');
  }, [passwordNeeded, form]);

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return void toast.error(t`Choose a PNG, JPEG, WebP or GIF image.`);
    if (file.size > maxPictureBytes) return void toast.error(t`The picture must be 2 MB or smaller.`);
    upload.mutate(file);
  };

  return (
    <SettingsSection
      id="profile"
      title={<Trans>Profile</Trans>}
      description={<Trans>Your picture, name, username and email address.</Trans>}
    >
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
          aria-label={t`Profile`}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <div className="flex items-center gap-4">
            <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full border bg-muted text-lg font-medium text-muted-foreground">
              {picture ? (
                <img
                  src={displayPictureUrl(picture, window.location.origin)}
                  alt={t`Your picture`}
                  className="size-full object-cover"
                />
              ) : (
                <span aria-hidden>{initialsOf(name)}</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={upload.isPending || savePicture.isPending}
                onClick={() => fileInput.current?.click()}
              >
                <ImageUpIcon aria-hidden />
                <Trans>Upload picture</Trans>
              </Button>
              {picture && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={savePicture.isPending}
                  onClick={() => savePicture.mutate(null)}
                >
                  <Trash2Icon aria-hidden />
                  <Trans>Remove</Trans>
                </Button>
              )}
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={acceptedPictures}
              className="sr-only"
              tabIndex={-1}
              aria-label={t`Picture file`}
              data-testid="picture-file"
              onChange={(event) => {
                choosePicture(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Name</Trans>
                </FormLabel>
                <FormControl>
                  <Input autoComplete="name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Username</Trans>
                </FormLabel>
                <FormControl>
                  <Input
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    dir="ltr"
                    className={ltrFieldClass}
                    {...field}
                  />
                </FormControl>
                <FormDescription>
                  <Trans>Your public resumes live at /{field.value}/…</Trans>
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Email</Trans>
                </FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" dir="ltr" className={ltrFieldClass} {...field} />
                </FormControl>
                <FormDescription>
                  {emailChanged(user, field.value) ? (
                    <Trans>We will send a link to this address to verify it.</Trans>
                  ) : user.emailVerified ? (
                    <Trans>Verified.</Trans>
                  ) : (
                    <Trans>Not verified yet: open the link we mailed you.</Trans>
                  )}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {passwordNeeded && (
            <PasswordField
              control={form.control}
              name="currentPassword"
              label={<Trans>Current password</Trans>}
              hint={<Trans>Changing your email address needs your password. Hold Ctrl to display it.</Trans>}
            />
          )}
          <DirtyActions form={form} pending={save.isPending} />
        </form>
      </Form>
    </SettingsSection>
  );
};

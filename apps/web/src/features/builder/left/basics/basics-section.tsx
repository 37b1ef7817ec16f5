import { Trans, useLingui } from '@lingui/react/macro';
import { isValidHref, optionalEmailSchema } from '@rb/schema';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ltrFieldClass } from '@/lib/ltr';
import { Separator } from '@/components/ui/separator';
import { useResumeStore } from '../../store/resume-store';
import { basicsActions } from '../../store/basics-actions';
import { ValidatedInput } from '../../fields/validated-input';
import { sectionAnchor, sectionIcons } from '../section-icons';
import { CustomFields } from './custom-fields';
import { PictureEditor } from './picture-editor';

type TextKey = 'name' | 'headline' | 'phone' | 'location';

/** Name, headline, contact lines, picture and custom fields (docs/product.md#basics-and-picture). */
export const BasicsSection = () => {
  const { t } = useLingui();
  const basics = useResumeStore((state) => state.view!.basics);
  const Icon = sectionIcons.basics;

  const text = (key: TextKey, label: string, wide = false, ltr = false) => (
    <div className={wide ? 'grid content-start gap-1.5 @md:col-span-2' : 'grid content-start gap-1.5'}>
      <Label htmlFor={`basics-${key}`}>{label}</Label>
      <Input
        id={`basics-${key}`}
        dir={ltr ? 'ltr' : undefined}
        className={ltr ? ltrFieldClass : undefined}
        value={basics[key]}
        onChange={(event) => basicsActions.set(key, event.target.value)}
      />
    </div>
  );

  return (
    <section
      id={sectionAnchor('basics')}
      aria-labelledby="basics-title"
      tabIndex={-1}
      className="flex scroll-mt-2 flex-col gap-5 rounded-md"
    >
      <div className="flex items-center gap-2">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        <h2 id="basics-title" className="text-base font-semibold">
          <Trans>Basics</Trans>
        </h2>
      </div>
      <PictureEditor picture={basics.picture} />
      <div className="grid grid-cols-1 gap-4 @md:grid-cols-2">
        {text('name', t`Full name`, true)}
        {text('headline', t`Headline`, true)}
        <div className="grid content-start gap-1.5">
          <Label htmlFor="basics-email">{t`Email`}</Label>
          <ValidatedInput
            id="basics-email"
            dir="ltr"
            className={ltrFieldClass}
            type="email"
            value={basics.email}
            validate={(value) => optionalEmailSchema.safeParse(value).success}
            message={t`enter a valid email`}
            onCommit={(email) => basicsActions.set('email', email)}
          />
        </div>
        {text('phone', t`Phone`, false, true)}
        <div className="grid content-start gap-1.5">
          <Label htmlFor="basics-url">{t`Website`}</Label>
          <ValidatedInput
            id="basics-url"
            dir="ltr"
            className={ltrFieldClass}
            value={basics.url.href}
            placeholder="https://"
            inputMode="url"
            validate={(value) => value === '' || isValidHref(value)}
            message={t`enter a valid url`}
            onCommit={(href) => basicsActions.setUrl({ ...basics.url, href })}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="basics-url-label">{t`Website label`}</Label>
          <Input
            id="basics-url-label"
            value={basics.url.label}
            placeholder={t`Shown instead of the address`}
            onChange={(event) => basicsActions.setUrl({ ...basics.url, label: event.target.value })}
          />
        </div>
        {text('location', t`Location`)}
      </div>
      <Separator />
      <CustomFields fields={basics.customFields} />
    </section>
  );
};

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { ImageUpIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import {
  displayPictureUrl,
  pictureAspectPresets,
  pictureAspectRatio,
  pictureBorderRadius,
  pictureRadiusPresets,
  pictureSize,
  pictureUrlSchema,
  type Picture,
} from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notifyError } from '@/lib/notify-error';
import { cn } from '@/lib/utils';
import { uploadImage } from '../../autosave/resume-api';
import { basicsActions } from '../../store/basics-actions';
import { ValidatedInput } from '../../fields/validated-input';

const isPictureUrl = (value: string) => pictureUrlSchema.safeParse(value).success;

/** The number a field's text stands for; '' is `empty` when the field may be left blank. */
const parseNumber = (text: string, empty: number | undefined): number | undefined => {
  if (text.trim() === '') return empty;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

const clamp = (value: number, min = -Infinity, max = Infinity) => Math.min(max, Math.max(min, value));

/**
 * A number typed freely: "0." and "0.7" on the way to "0.75" stay as typed, and a value reaches the document as soon
 * as it is in range, so the preview follows. Out-of-range values are brought into range when the field is left or
 * Enter is pressed. With `empty`, the field may be cleared: it then stands for that value and shows the placeholder.
 */
const NumberField = ({
  id,
  label,
  value,
  min,
  max,
  step,
  placeholder,
  empty,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  empty?: number;
  onChange: (value: number) => void;
}) => {
  const [text, setText] = useState(String(value));

  // Follow outside changes (a preset, undo) unless the text already stands for the value ("0.50" for 0.5, '').
  useEffect(() => {
    setText((current) => (parseNumber(current, empty) === value ? current : String(value)));
  }, [value, empty]);

  const commit = () => {
    const parsed = parseNumber(text, empty);
    if (parsed === undefined) {
      setText(String(value));
      return;
    }
    const next = clamp(parsed, min, max);
    if (next !== parsed) setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        // Three of these share a row of a narrow panel: without the spin buttons "9999" fits.
        className="px-2 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        value={text}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        onChange={(event) => {
          // "0." is not a number yet: the browser reports '' and keeps showing what was typed.
          if (event.target.validity.badInput) return;
          const next = event.target.value;
          setText(next);
          const parsed = parseNumber(next, empty);
          if (parsed !== undefined && parsed === clamp(parsed, min, max) && parsed !== value)
            onChange(parsed);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
};

/** The photo: typed or uploaded address, size, shape and effects (docs/product.md#basics-and-picture, #resume-fields). */
/** A row of toggle buttons for named values, the one equal to the current value pressed. */
const PresetGroup = <Name extends string>({
  label,
  ariaLabel,
  presets,
  names,
  value,
  onPick,
}: {
  label: ReactNode;
  ariaLabel: string;
  presets: Record<Name, number>;
  names: Record<Name, string>;
  value: number;
  onPick: (value: number) => void;
}) => (
  <div className="grid gap-1.5">
    <span className="text-xs text-muted-foreground" aria-hidden>
      {label}
    </span>
    <div className="flex flex-wrap gap-1" role="group" aria-label={ariaLabel}>
      {(Object.keys(presets) as Name[]).map((name) => (
        <Button
          key={name}
          type="button"
          size="sm"
          variant="outline"
          aria-pressed={value === presets[name]}
          className={cn(value === presets[name] && 'bg-accent')}
          onClick={() => onPick(presets[name])}
        >
          {names[name]}
        </Button>
      ))}
    </div>
  </div>
);

export const PictureEditor = ({ picture }: { picture: Picture }) => {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const hasPicture = picture.url !== '' && isPictureUrl(picture.url);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      basicsActions.setPicture('url', url);
    } catch (error) {
      if (!notifyError(error)) toast.error(t`The picture could not be uploaded.`);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const aspectNames: Record<keyof typeof pictureAspectPresets, string> = {
    square: t`Square`,
    horizontal: t`Horizontal`,
    portrait: t`Portrait`,
  };
  const radiusNames: Record<keyof typeof pictureRadiusPresets, string> = {
    square: t`Square`,
    rounded: t`Rounded`,
    circle: t`Circle`,
  };
  const effectNames: Record<keyof Picture['effects'], string> = {
    hidden: t`Hidden`,
    border: t`Border`,
    grayscale: t`Grayscale`,
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-end gap-3">
        <button
          type="button"
          onClick={() => (hasPicture ? basicsActions.setPicture('url', '') : fileInput.current?.click())}
          aria-label={hasPicture ? t`Remove the picture` : t`Upload a picture`}
          title={hasPicture ? t`Remove the picture` : t`Upload a picture`}
          className="group relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-full border bg-muted"
          data-testid="picture-avatar"
        >
          {hasPicture ? (
            <>
              <img
                src={displayPictureUrl(picture.url, window.location.origin)}
                alt=""
                className="size-full object-cover"
              />
              <span className="absolute inset-0 grid place-items-center bg-black/50 text-white opacity-0 transition-opacity group-hover:opacity-100">
                <XIcon className="size-5" aria-hidden />
              </span>
            </>
          ) : uploading ? (
            <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
          ) : (
            <ImageUpIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          data-testid="picture-file"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="basics-picture-url">
            <Trans>Picture</Trans>
          </Label>
          <ValidatedInput
            id="basics-picture-url"
            value={picture.url}
            placeholder="https://"
            validate={isPictureUrl}
            message={t`enter a valid url`}
            onCommit={(url) => basicsActions.setPicture('url', url)}
          />
        </div>
      </div>
      {/* Inputs line up even when a label wraps to two lines in a narrow panel. */}
      <div className="grid grid-cols-3 items-end gap-3">
        <NumberField
          id="basics-picture-size"
          label={t`Size (px)`}
          value={picture.size}
          placeholder={String(pictureSize.placeholder)}
          empty={pictureSize.default}
          onChange={(size) => basicsActions.setPicture('size', size)}
        />
        <NumberField
          id="basics-picture-aspect"
          label={t`Aspect ratio`}
          value={picture.aspectRatio}
          min={pictureAspectRatio.min}
          max={pictureAspectRatio.max}
          step={pictureAspectRatio.step}
          onChange={(ratio) => basicsActions.setPicture('aspectRatio', ratio)}
        />
        <NumberField
          id="basics-picture-radius"
          label={t`Border radius`}
          value={picture.borderRadius}
          min={pictureBorderRadius.min}
          max={pictureBorderRadius.max}
          step={pictureBorderRadius.step}
          onChange={(radius) => basicsActions.setPicture('borderRadius', radius)}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 @md:grid-cols-2">
        <PresetGroup
          label={<Trans>Shape</Trans>}
          ariaLabel={t`Aspect ratio presets`}
          presets={pictureAspectPresets}
          names={aspectNames}
          value={picture.aspectRatio}
          onPick={(value) => basicsActions.setPicture('aspectRatio', value)}
        />
        <PresetGroup
          label={<Trans>Corners</Trans>}
          ariaLabel={t`Border radius presets`}
          presets={pictureRadiusPresets}
          names={radiusNames}
          value={picture.borderRadius}
          onPick={(value) => basicsActions.setPicture('borderRadius', value)}
        />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(Object.keys(effectNames) as Array<keyof Picture['effects']>).map((effect) => (
          <label key={effect} className="flex items-center gap-2 text-sm">
            <Switch
              checked={picture.effects[effect]}
              onCheckedChange={(checked) => basicsActions.setPictureEffect(effect, checked)}
            />
            {effectNames[effect]}
          </label>
        ))}
      </div>
    </div>
  );
};

import { useEffect, useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  /** Called only with values that pass `validate`: the document never holds an invalid value. */
  onCommit: (value: string) => void;
  validate: (value: string) => boolean;
  message: string;
};

/**
 * A field whose text may be invalid while typing (an email half written). The typed text lives here; the document
 * gets it once it is valid, and a small warning explains what is wrong meanwhile.
 */
export const ValidatedInput = ({ value, onCommit, validate, message, id, ...props }: Props) => {
  const [text, setText] = useState(value);
  const valid = validate(text);

  // Follow outside changes (undo, a conflict resolution) unless the user is mid-way through an invalid value.
  useEffect(() => {
    setText((current) => (validate(current) || current === '' ? value : current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <div className="grid gap-1">
      <Input
        id={id}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-warning`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (validate(next) && next !== value) onCommit(next);
        }}
        {...props}
      />
      {!valid && (
        <p id={`${id}-warning`} role="alert" className="text-xs text-warning">
          {message}
        </p>
      )}
    </div>
  );
};

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { RichTextEditor } from '@/features/builder/shared-editing';
import { editLetter, useLetterStore } from './letter-store';

type TextField = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
};

const Field = ({ id, label, value, onChange, multiline }: TextField) => (
  <div className="grid gap-1.5">
    <Label htmlFor={id}>{label}</Label>
    {multiline ? (
      <Textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
    ) : (
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    )}
  </div>
);

const Group = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <section className="grid gap-3 border-b pb-5">
    <h2 className="text-sm font-semibold">{title}</h2>
    {children}
  </section>
);

/** The letter's text from sender to signature, in the order the page shows it. */
export const LetterFields = () => {
  const { t } = useLingui();
  const data = useLetterStore((state) => state.data);
  const locked = useLetterStore((state) => state.meta?.locked ?? false);
  if (!data) return null;
  const { sender, recipient } = data;
  const senderField = (key: 'name' | 'headline' | 'email' | 'phone' | 'location', label: string) => (
    <Field
      id={`letter-sender-${key}`}
      label={label}
      value={sender[key]}
      onChange={(value) => editLetter((draft) => void (draft.sender[key] = value), `sender.${key}`)}
    />
  );
  const recipientField = (key: 'name' | 'title' | 'company' | 'address', label: string) => (
    <Field
      id={`letter-recipient-${key}`}
      label={label}
      value={recipient[key]}
      multiline={key === 'address'}
      onChange={(value) => editLetter((draft) => void (draft.recipient[key] = value), `recipient.${key}`)}
    />
  );
  const lineField = (key: 'date' | 'subject' | 'closing' | 'signature', label: string) => (
    <Field
      id={`letter-${key}`}
      label={label}
      value={data[key]}
      onChange={(value) => editLetter((draft) => void (draft[key] = value), key)}
    />
  );
  return (
    <fieldset disabled={locked} className="grid gap-5">
      <Group title={t`Sender`}>
        {senderField('name', t`Name`)}
        {senderField('headline', t`Headline`)}
        {senderField('email', t`Email`)}
        {senderField('phone', t`Phone`)}
        {senderField('location', t`Location`)}
      </Group>
      <Group title={t`Recipient`}>
        {recipientField('name', t`Name`)}
        {recipientField('title', t`Position`)}
        {recipientField('company', t`Company`)}
        {recipientField('address', t`Address`)}
      </Group>
      <Group title={t`Letter text`}>
        {lineField('date', t`Date`)}
        {lineField('subject', t`Subject`)}
        <div className="grid gap-1.5">
          <Label htmlFor="letter-body">{t`Body`}</Label>
          <RichTextEditor
            id="letter-body"
            label={t`Body`}
            value={data.body}
            editable={!locked}
            onChange={(html) => editLetter((draft) => void (draft.body = html), 'body')}
          />
        </div>
        {lineField('closing', t`Closing`)}
        {lineField('signature', t`Signature`)}
      </Group>
    </fieldset>
  );
};

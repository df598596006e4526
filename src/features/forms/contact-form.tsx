/**
 * The Contact Us request form (docs/product/validation-messages.md#contact-us): checks in the
 * documented order, POST contactUs, the
 * server's msg in an alert. A second submit is refused while one is in flight; success clears
 * the form, a failure keeps what was typed.
 */
import * as React from 'react';
import { MSG } from '../../../contract/messages';
import { contactUs } from '../../services/forms';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField, useFields } from './form-fields';
import { EMPTY_CONTACT, validateContact, type ContactFields } from './validate-contact';
import { useSubmitGuard } from './use-submit';
import * as styles from './form.module.css';

/** Which field each check's message is about (the field that gets marked and focused). */
const FIELD_OF: Record<string, keyof ContactFields> = {
  [MSG.fillName]: 'username',
  [MSG.fillPhone]: 'phone',
  [MSG.fillEmail]: 'email',
  [MSG.correctEmail]: 'email',
  [MSG.fillCountry]: 'country',
  [MSG.fillMessage]: 'content',
};

export function ContactForm(): JSX.Element {
  const { fields, setFields, bind, showError } = useFields<ContactFields>(EMPTY_CONTACT);
  const { busy, submit } = useSubmitGuard();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateContact(fields);
    if (message) {
      window.alert(message);
      showError(FIELD_OF[message], message);
      return;
    }
    void submit(async () => {
      const body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as unknown as ContactFields;
      const res = await contactUs(body);
      if (res.msg) window.alert(res.msg);
      if (res.code === 1) setFields(EMPTY_CONTACT);
    });
  };

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={onSubmit} noValidate aria-label="Contact request">
      <div className={styles.grid}>
        <TextField label="Name" requiredMark autoComplete="name" maxLength={100} {...bind('username')} />
        <TextField label="Phone" requiredMark type="tel" autoComplete="tel" maxLength={100} {...bind('phone')} />
        <TextField label="Email" requiredMark type="email" autoComplete="email" maxLength={100} {...bind('email')} />
        <TextField label="Country" requiredMark autoComplete="country-name" maxLength={100} {...bind('country')} />
        <TextAreaField label="Message" requiredMark className={styles.wide} maxLength={5000} {...bind('content')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

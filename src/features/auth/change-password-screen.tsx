/**
 * /ChangePassword (docs/product/validation-messages.md#change-password): username, password, new
 * username and new password, each required
 * in that order, with the password hint. The server's msg is alerted; after a change the old
 * session is dropped and the dealer logs in with the new credentials.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { MSG } from '../../../contract/messages';
import { changePassword } from '../../services/auth';
import { clearSession } from '../../session/session';
import { Button } from '../../components/ui/button';
import { TextField, useFields } from '../forms/form-fields';
import { useSubmitGuard } from '../forms/use-submit';
import { validateChange, type ChangeFields } from './validate-auth';
import * as styles from './auth.module.css';

const EMPTY: ChangeFields = { username: '', password: '', new_username: '', new_password: '' };

/** Which field each check's message is about (the field that gets marked and focused). */
const FIELD_OF: Record<string, keyof ChangeFields> = {
  [MSG.fillUsername]: 'username',
  [MSG.fillPassword]: 'password',
  [MSG.fillNewUsername]: 'new_username',
  [MSG.fillNewPassword]: 'new_password',
};

export function ChangePasswordScreen(): JSX.Element {
  const { fields, setFields, bind, showError } = useFields<ChangeFields>(EMPTY);
  const { busy, submit } = useSubmitGuard();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateChange(fields);
    if (message) {
      window.alert(message);
      showError(FIELD_OF[message], message);
      return;
    }
    void submit(async () => {
      const res = await changePassword({
        username: fields.username.trim(),
        password: fields.password,
        new_username: fields.new_username.trim(),
        new_password: fields.new_password,
      });
      if (res.msg) window.alert(res.msg);
      if (res.code === 1) {
        setFields(EMPTY);
        clearSession();
        void navigate('/Login');
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      <TextField label="Username" autoComplete="username" maxLength={100} {...bind('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" maxLength={200} {...bind('password')} />
      <TextField label="New username" autoComplete="off" maxLength={100} {...bind('new_username')} />
      <TextField label="New password" type="password" autoComplete="new-password" maxLength={200} hint={MSG.passwordHint} {...bind('new_password')} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Change Password'}
      </Button>
    </form>
  );
}

// A dealer login's state in words (colour is never the only cue): no login, password not set yet,
// active, disabled.
import type { DealerLogin } from '../lib/types';

export type LoginState = 'none' | 'no-password' | 'active' | 'disabled';

export const loginState = (d: DealerLogin): LoginState => (d.username === null ? 'none' : d.disabled ? 'disabled' : d.password_set ? 'active' : 'no-password');

const WORDS: Record<LoginState, string> = {
  none: 'No login',
  'no-password': 'Password not set',
  active: 'Active',
  disabled: 'Disabled',
};

export const LoginStateBadge = ({ state }: { state: LoginState }) => <span className={`badge badge-login-${state}`}>{WORDS[state]}</span>;

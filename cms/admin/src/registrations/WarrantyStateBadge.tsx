// A registered warranty's state in words (colour is never the only cue).
import type { RegisteredWarranty } from '../lib/types';

export const WarrantyStateBadge = ({ state }: { state: RegisteredWarranty['state'] }) => (
  <span className={`badge badge-${state === 'live' ? 'live' : 'void'}`}>{state === 'live' ? 'Live' : 'Void'}</span>
);

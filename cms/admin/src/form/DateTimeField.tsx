// A date and time: stored in UTC as "YYYY-MM-DD HH:mm:ss", shown and edited in the brand's time zone
// (docs/product/time.md) with the platform's datetime-local control, the zone named beside it and
// the stored UTC value under it.
import type { ControlProps } from './control-props';
import { getBrandZone, utcToZoned, zonedToUtc, zoneLabel } from '../lib/time';

export function DateTimeField({ id, value, onChange, invalid, describedBy }: ControlProps) {
  const zone = getBrandZone();
  const stored = typeof value === 'string' ? value : '';
  const local = stored ? utcToZoned(stored, zone) : '';
  const zoneId = `${id}-zone`;
  const storedId = `${id}-stored`;
  return (
    <>
      <div className="datetime">
        <input
          id={id}
          type="datetime-local"
          step={1}
          value={local ?? ''}
          onChange={(e) => onChange(e.target.value ? (zonedToUtc(e.target.value, zone) ?? '') : '')}
          aria-invalid={invalid || undefined}
          aria-describedby={[zoneId, storedId, describedBy].filter(Boolean).join(' ')}
        />
        <span id={zoneId} className="zone">
          {zoneLabel(zone, stored && local ? new Date(`${stored.replace(' ', 'T')}Z`) : undefined)}
        </span>
      </div>
      <p id={storedId} className="muted small">
        {local === null ? `The stored value “${stored}” is not a date and time: choose one.` : stored ? `Stored as ${stored} UTC.` : 'Not set.'}
      </p>
    </>
  );
}

/**
 * The vehicle: VIN, plate, brand and model, as the register form and the edit form both show them,
 * with the same labels, ids ("reg-vehicle-plate" …) and errors beside each field. Registering
 * (`variant="register"`) the VIN is typed, checked as it is left (`onVinBlur`) and its hint may be
 * a warning; autofill is off (shared workshop tablets) and the plate is typed in capitals; more
 * fields of the visit may follow in the same grid (`children`: the installation date). Editing
 * (`variant="edit"`) the VIN names the vehicle and is only shown. State and checks stay with the
 * form: this only shows and reports what is typed.
 */
import * as React from 'react';
import type { RegistrationDraft } from './draft';
import { PointerField, type PointerFieldProps } from './pointer-field';
import * as formStyles from '../forms/form.module.css';
import * as styles from './registration.module.css';

export type VehicleValues = RegistrationDraft['vehicle'];
/** what the edit form may change */
export type VehicleTextValues = Omit<VehicleValues, 'vin'>;

interface Shared {
  /** the message shown beside the field at a JSON pointer ("/vehicle/plate"), or null */
  errorAt: (pointer: string) => string | null;
}

export type VehicleFieldsProps =
  | (Shared & {
      variant: 'register';
      vehicle: VehicleValues;
      onChange: (key: keyof VehicleValues, value: string) => void;
      /** under the VIN: its rule, or the check digit warning */
      vinHint: React.ReactNode;
      onVinBlur: () => void;
      /** more fields in the same grid, after the model */
      children?: React.ReactNode;
    })
  | (Shared & {
      variant: 'edit';
      vehicle: VehicleTextValues;
      /** as registered; it cannot be changed */
      vin: string;
      onChange: (key: keyof VehicleTextValues, value: string) => void;
    });

type Input = Partial<Omit<PointerFieldProps, 'pointer' | 'value' | 'errorAt' | 'onValue'>>;

const TEXT_FIELDS: readonly { key: keyof VehicleTextValues; label: string; input: Input; registering?: Input }[] = [
  { key: 'plate', label: 'Plate', input: { maxLength: 40 }, registering: { autoCapitalize: 'characters' } },
  { key: 'brand', label: 'Brand', input: { maxLength: 100 } },
  { key: 'model', label: 'Model', input: { maxLength: 100 } },
];

export function VehicleFields(props: VehicleFieldsProps): JSX.Element {
  const { vehicle, errorAt } = props;
  const registering = props.variant === 'register';
  // both variants take these three keys
  const onChange: (key: keyof VehicleTextValues, value: string) => void = props.onChange;
  return (
    <fieldset className={registering ? styles.section : styles.group}>
      <legend className={registering ? styles.sectionLegend : styles.groupLegend}>Vehicle</legend>
      {props.variant === 'edit' ? (
        <p className={styles.note}>
          VIN <span className={styles.mono}>{props.vin}</span>: it names the vehicle and cannot be changed.
        </p>
      ) : null}
      <div className={formStyles.grid}>
        {props.variant === 'register' ? (
          <PointerField
            pointer="/vehicle/vin"
            label="VIN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className={formStyles.wide}
            hint={props.vinHint}
            value={props.vehicle.vin}
            errorAt={errorAt}
            onValue={(v) => props.onChange('vin', v)}
            onBlur={props.onVinBlur}
          />
        ) : null}
        {TEXT_FIELDS.map((f) => (
          <PointerField
            key={f.key}
            pointer={`/vehicle/${f.key}`}
            label={f.label}
            {...f.input}
            {...(registering ? { autoComplete: 'off', ...f.registering } : {})}
            value={vehicle[f.key]}
            errorAt={errorAt}
            onValue={(v) => onChange(f.key, v)}
          />
        ))}
        {props.variant === 'register' ? props.children : null}
      </div>
    </fieldset>
  );
}

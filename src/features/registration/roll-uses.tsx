/**
 * The rolls one installation used: for each, one of the shop's rolls of the chosen film (showing
 * the metres left, after what this form already takes from it) and the metres used.
 */
import * as React from 'react';
import { REG_LIMITS } from '../../../contract/registration-rules';
import type { Roll } from '../../../contract/registrations';
import { SelectField, TextField } from '../forms/form-fields';
import { newRollUse, type DraftInstallation } from './draft';
import { fieldId } from './field-errors';
import { metresLeft } from './validate-registration';
import * as styles from './registration.module.css';

export interface RollUsesProps {
  index: number;
  installations: readonly DraftInstallation[];
  rolls: readonly Roll[];
  onChange: (rolls: DraftInstallation['rolls']) => void;
  errorAt: (pointer: string) => string | null;
}

const fmt = (m: number) => String(Math.round(m * 100) / 100);

export function RollUses({ index, installations, rolls, onChange, errorAt }: RollUsesProps): JSX.Element {
  const ins = installations[index]!;
  const at = `/installations/${index}/rolls`;
  const ofFilm = rolls.filter((r) => String(r.product_id) === ins.product_id);
  const error = errorAt(at);
  const set = (j: number, patch: Partial<DraftInstallation['rolls'][number]>) => onChange(ins.rolls.map((r, k) => (k === j ? { ...r, ...patch } : r)));

  return (
    <fieldset id={fieldId(at)} className={styles.rolls} tabIndex={-1} aria-describedby={error ? `${fieldId(at)}-error` : undefined}>
      <legend className={styles.legend}>
        Rolls used <span aria-hidden="true">*</span>
      </legend>
      {ins.product_id && ofFilm.length === 0 ? <p className={styles.note}>No roll of this film was shipped to your shop.</p> : null}
      {ins.rolls.map((use, j) => {
        const roll = rolls.find((r) => r.serial === use.serial);
        const left = roll ? metresLeft(roll, installations, { inst: index, row: j }) : null;
        // a roll kept in a restored draft stays choosable even if it is no longer listed
        const listed = ofFilm.some((r) => r.serial === use.serial);
        const options = [
          ...ofFilm.map((r) => ({ value: r.serial, label: `${r.serial} · ${fmt(metresLeft(r, installations, { inst: index, row: j }))} m left` })),
          ...(use.serial && !listed ? [{ value: use.serial, label: `${use.serial} · not available` }] : []),
        ];
        return (
          <fieldset key={use.uid} className={styles.rollRow}>
            <legend className={styles.subLegend}>Roll {j + 1}</legend>
            <SelectField
              id={fieldId(`${at}/${j}/serial`)}
              label="Roll serial number"
              requiredMark
              placeholder={ins.product_id ? 'Choose a roll' : 'Choose the film first'}
              options={options}
              value={use.serial}
              disabled={!ins.product_id && !use.serial}
              error={errorAt(`${at}/${j}/serial`)}
              onChange={(e) => set(j, { serial: e.target.value })}
            />
            <TextField
              id={fieldId(`${at}/${j}/metres`)}
              label="Metres used"
              requiredMark
              inputMode="decimal"
              autoComplete="off"
              maxLength={8}
              value={use.metres}
              hint={left !== null ? `${fmt(left)} m left on this roll` : 'Up to two decimals, e.g. 2.5'}
              error={errorAt(`${at}/${j}/metres`)}
              onChange={(e) => set(j, { metres: e.target.value })}
            />
            {ins.rolls.length > 1 ? (
              <button type="button" className={styles.textButton} onClick={() => onChange(ins.rolls.filter((_, k) => k !== j))}>
                Remove roll {j + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {ins.rolls.length < REG_LIMITS.rollsPerInstallation ? (
        <button type="button" className={styles.textButton} onClick={() => onChange([...ins.rolls, newRollUse()])}>
          Add another roll
        </button>
      ) : null}
      {error && (
        <p id={`${fieldId(at)}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

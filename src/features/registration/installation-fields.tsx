/** One installation of the form: its film from the catalogue, its areas and the rolls it used. */
import * as React from 'react';
import type { RegistrationProduct, Roll } from '../../../contract/registrations';
import { SelectField } from '../forms/form-fields';
import { AreaPicker } from './area-picker';
import { areasForKind } from './area-selection';
import type { DraftInstallation } from './draft';
import { fieldId } from './field-errors';
import { RollUses } from './roll-uses';
import * as styles from './registration.module.css';

export interface InstallationFieldsProps {
  index: number;
  count: number;
  installations: readonly DraftInstallation[];
  products: readonly RegistrationProduct[];
  rolls: readonly Roll[];
  onChange: (next: DraftInstallation) => void;
  onRemove: () => void;
  errorAt: (pointer: string) => string | null;
}

const KIND_SHORT = { ppf: 'PPF', window: 'window film' } as const;

export function productLabel(p: RegistrationProduct): string {
  const term = p.term_years === null ? 'no warranty term yet' : `${p.term_years}-year warranty`;
  return `${p.name} (${KIND_SHORT[p.kind]}, ${term})`;
}

export function InstallationFields({ index, count, installations, products, rolls, onChange, onRemove, errorAt }: InstallationFieldsProps): JSX.Element {
  const ins = installations[index]!;
  const at = `/installations/${index}`;
  const product = products.find((p) => String(p.id) === ins.product_id) ?? null;

  const chooseFilm = (productId: string) => {
    const next = products.find((p) => String(p.id) === productId) ?? null;
    onChange({
      ...ins,
      product_id: productId,
      // areas of the other kind of film and rolls of another film no longer fit
      areas: next ? areasForKind(ins.areas, next.kind) : ins.areas,
      rolls: ins.rolls.map((r) => (r.serial && !rolls.some((x) => x.serial === r.serial && String(x.product_id) === productId) ? { ...r, serial: '' } : r)),
    });
  };

  return (
    <fieldset className={styles.installation} data-testid="installation">
      <legend className={styles.installLegend}>
        Installation {index + 1}
        {count > 1 ? <span className="visually-hidden"> of {count}</span> : null}
      </legend>
      <SelectField
        id={fieldId(`${at}/product_id`)}
        label="Film"
        requiredMark
        placeholder="Choose a film from the catalogue"
        options={products.map((p) => ({ value: String(p.id), label: productLabel(p) }))}
        value={ins.product_id}
        error={errorAt(`${at}/product_id`)}
        onChange={(e) => chooseFilm(e.target.value)}
      />
      <AreaPicker
        id={fieldId(`${at}/areas`)}
        kind={product?.kind ?? null}
        chosen={ins.areas}
        error={errorAt(`${at}/areas`)}
        onChange={(areas) => onChange({ ...ins, areas })}
      />
      <RollUses index={index} installations={installations} rolls={rolls} errorAt={errorAt} onChange={(r) => onChange({ ...ins, rolls: r })} />
      {count > 1 ? (
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove installation {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * The areas of one installation: a tree of checkboxes in fieldsets, usable by keyboard (Tab, Space)
 * and screen reader, not a picture of a car. A group ("Full front", "Full body") is a checkbox
 * whose panels sit in a fieldset named by it; checking it checks them all, and it shows "mixed"
 * when only some are chosen (area-selection.ts).
 */
import * as React from 'react';
import { FILM_KIND_LABEL, type AreaNode, type FilmKind } from '../../../contract/registration-rules';
import { areasOfKind, checkState, toggleArea } from './area-selection';
import * as styles from './registration.module.css';

export interface AreaPickerProps {
  /** the fieldset's id (the form focuses it after a refusal) */
  id: string;
  /** null until the installation's film is chosen */
  kind: FilmKind | null;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | null;
}

export function AreaPicker({ id, kind, chosen, onChange, error }: AreaPickerProps): JSX.Element {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className={styles.areas} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} tabIndex={-1}>
      <legend className={styles.legend}>
        Areas <span aria-hidden="true">*</span>
      </legend>
      {kind === null ? (
        <p className={styles.note}>Choose the film first: its kind decides the areas.</p>
      ) : (
        <>
          <p className={styles.note}>Areas for {FILM_KIND_LABEL[kind]}. A group chooses every area in it.</p>
          <AreaList nodes={areasOfKind(kind)} chosen={chosen} onChange={onChange} idPrefix={id} />
        </>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AreaList({
  nodes,
  chosen,
  onChange,
  idPrefix,
}: {
  nodes: readonly AreaNode[];
  chosen: readonly string[];
  onChange: (c: string[]) => void;
  idPrefix: string;
}) {
  return (
    <ul className={styles.areaList} role="list">
      {nodes.map((node) => (
        <li key={node.id} className={node.children ? styles.areaGroup : undefined}>
          <AreaCheckbox node={node} chosen={chosen} onChange={onChange} idPrefix={idPrefix} />
          {node.children ? (
            <fieldset className={styles.areaChildren} aria-labelledby={`${idPrefix}-${node.id}-label`}>
              <AreaList nodes={node.children} chosen={chosen} onChange={onChange} idPrefix={idPrefix} />
            </fieldset>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function AreaCheckbox({ node, chosen, onChange, idPrefix }: { node: AreaNode; chosen: readonly string[]; onChange: (c: string[]) => void; idPrefix: string }) {
  const state = checkState(node.id, chosen);
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    // "mixed" exists only as a property: a screen reader announces it as partly checked
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  const inputId = `${idPrefix}-${node.id}`;
  return (
    <span className={styles.areaItem} data-state={state}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className={styles.checkbox}
        checked={state === 'checked'}
        onChange={(e) => onChange(toggleArea(chosen, node.id, e.currentTarget.checked))}
      />
      <label id={`${inputId}-label`} htmlFor={inputId} className={styles.areaLabel}>
        {node.label}
      </label>
    </span>
  );
}

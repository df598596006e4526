/**
 * After a registration: each warranty it made (or added an installation to), with its number, a
 * link to its public page and to its printable certificate. Focus moves to the heading so a screen
 * reader hears the outcome at once.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { FILM_KIND_LABEL } from '../../../contract/registration-rules';
import type { RegisteredWarranty, RegistrationResult } from '../../../contract/registrations';
import { Button } from '../../components/ui/button';
import { registrationInfoPath } from './paths';
import * as styles from './registration.module.css';

/** The public page of a warranty, opened with the VIN as the search that found it (the owner's data unmasked for the shop that just typed it). */
export function warrantyPagePath(w: Pick<RegisteredWarranty, 'link'>, vin: string): string {
  const sep = w.link.includes('?') ? '&' : '?';
  return `${w.link}${sep}key=${encodeURIComponent(vin)}`;
}

/** The same page, asking it to open the print dialog of its certificate. */
export const certificatePath = (w: Pick<RegisteredWarranty, 'link'>, vin: string) => `${warrantyPagePath(w, vin)}&print=1`;

export function RegistrationDone({ result, vin, onAnother }: { result: RegistrationResult; vin: string; onAnother: () => void }): JSX.Element {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="reg-done-title" data-testid="registration-done">
      <h2 id="reg-done-title" ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {result.repeated ? 'Already registered' : 'Registered'}
      </h2>
      <p>
        {result.repeated
          ? 'This registration had already reached the server: nothing was registered twice.'
          : `The owner can find ${result.warranties.length > 1 ? 'these warranties' : 'this warranty'} now in Warranty Check, by number, email, plate, phone or VIN, and gets an email with the link.`}
      </p>
      {result.warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {result.warnings.map((w) => (
            <li key={w} className={styles.warning}>
              {w}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.warrantyList} role="list">
        {result.warranties.map((w) => (
          <li key={w.id} className={styles.warranty} data-testid="registered-warranty">
            <p className={styles.eyebrow}>{FILM_KIND_LABEL[w.kind]}</p>
            <p className={styles.warrantyNo}>
              Warranty <strong>{w.warranty_no}</strong>
            </p>
            <p className={styles.note}>{w.appended ? 'Added as a new installation to the live warranty this vehicle already had.' : 'A new warranty.'}</p>
            <div className={styles.links}>
              <Link to={warrantyPagePath(w, vin)} className={styles.linkStrong}>
                Warranty page <span className="visually-hidden">of {w.warranty_no}</span>
              </Link>
              <Link to={certificatePath(w, vin)} className={styles.linkStrong}>
                Certificate <span className="visually-hidden">of {w.warranty_no}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button type="button" onClick={onAnother}>
          Register another installation
        </Button>
        <Button to={registrationInfoPath(result.id)} variant="secondary">
          View this registration
        </Button>
      </div>
    </section>
  );
}

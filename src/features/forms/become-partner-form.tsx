/**
 * /BecomePartner application (docs/product/content-pages.md#becomepartner,
 * docs/product/validation-messages.md#become-partner): username, phone, country, region, explain
 * (optional). Checks in the documented order with one alert; POST joinUs; the server's msg is
 * alerted. Country and region are sent by name.
 */
import * as React from 'react';
import { MSG } from '../../../contract/messages';
import { joinUs } from '../../services/forms';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField, useFields } from './form-fields';
import { EMPTY_JOIN, validateJoin, type JoinFields } from './validate-join';
import { useSubmitGuard } from './use-submit';
import { useCountries } from '../partner/use-countries';
import { placeOptions, useRegions } from '../partner/use-regions';
import * as styles from './form.module.css';

/** Which field each check's message is about (the field that gets marked and focused). */
const FIELD_OF: Record<string, keyof JoinFields> = {
  [MSG.fillName]: 'username',
  [MSG.fillTelephone]: 'phone',
  [MSG.selectYourCountry]: 'country',
  [MSG.selectYourRegion]: 'city',
};

export function BecomePartnerForm(): JSX.Element {
  const countries = useCountries();
  const { fields, setFields, bind, showError } = useFields<JoinFields>(EMPTY_JOIN);
  const { regions } = useRegions(fields.country, countries);
  const { busy, submit } = useSubmitGuard();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateJoin(fields);
    if (message) {
      window.alert(message);
      showError(FIELD_OF[message], message);
      return;
    }
    void submit(async () => {
      const country = countries.find((c) => String(c.cmsId) === fields.country)?.name ?? fields.country;
      const city = regions.find((r) => String(r.id) === fields.city)?.name ?? fields.city;
      const res = await joinUs({ username: fields.username.trim(), phone: fields.phone.trim(), country, city, explain: fields.explain.trim() });
      if (res.msg) window.alert(res.msg);
      if (res.code === 1) setFields(EMPTY_JOIN);
    });
  };

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={onSubmit} noValidate aria-label="Become a partner">
      <div className={styles.grid}>
        <TextField label="Name" requiredMark autoComplete="name" maxLength={100} {...bind('username')} />
        <TextField label="Telephone" requiredMark type="tel" autoComplete="tel" maxLength={100} {...bind('phone')} />
        <SelectField
          label="Country"
          requiredMark
          placeholder="Select your country"
          options={placeOptions(countries)}
          name="country"
          value={fields.country}
          onChange={(e) => {
            const country = e.target.value;
            setFields((f) => ({ ...f, country, city: '' }));
          }}
        />
        <SelectField label="Region" requiredMark placeholder="Select your region" options={placeOptions(regions)} {...bind('city')} />
        <TextAreaField label="Why do you want to become a partner? (optional)" className={styles.wide} maxLength={5000} {...bind('explain')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /EditInformation (docs/product/content-pages.md#editinformation,
 * docs/product/validation-messages.md#edit-information): dealer name, telephone, country, region
 * (live on country
 * change), description and one image. Checks in the documented order; saved with GET saveInfo; the
 * server's msg is alerted, then back to /DealerPortal.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import type { ShopEditable } from '../../../contract/network';
import { getOwnInfo, saveInfo } from '../../services/dealer';
import { Loading } from '../../components/ui/loading';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField, TextAreaField, TextField, useFields } from '../forms/form-fields';
import { LoadError } from '../forms/live-state';
import { useSubmitGuard } from '../forms/use-submit';
import { useCountries } from '../partner/use-countries';
import { placeOptions, useRegions } from '../partner/use-regions';
import { ImageUpload } from './image-upload';
import { dealerCall, useDealerLive } from './use-dealer-live';
import { editErrorField, validateEdit, type EditFields } from './validate-edit';
import * as formStyles from '../forms/form.module.css';
import * as styles from './dealer.module.css';

export function toEditFields(info: ShopEditable): EditFields {
  return {
    shop_name: info.shop_name ?? '',
    mobile: info.mobile ?? '',
    nation_id: info.nation_id ? String(info.nation_id) : '',
    city_id: info.city_id ? String(info.city_id) : '',
    desc: info.desc ?? '',
    shop_image: info.shop_image ?? '',
    lat: typeof info.lat === 'number' ? String(info.lat) : '',
    lng: typeof info.lng === 'number' ? String(info.lng) : '',
  };
}

export function EditInformation(): JSX.Element {
  const { state, retry } = useDealerLive(getOwnInfo, []);
  if (state.status === 'loading') return <Loading label="Loading your shop information…" />;
  if (state.status === 'failed') return <LoadError onRetry={retry} />;
  if (state.status === 'refused') return <EmptyState title="Your shop could not be loaded" description={state.msg} />;
  return <EditForm info={state.data} />;
}

export function EditForm({ info }: { info: ShopEditable }): JSX.Element {
  const countries = useCountries();
  const { fields, setFields, setField, bind, showError } = useFields<EditFields>(toEditFields(info));
  const [preview, setPreview] = React.useState<string | null>(info.shop_image_url);
  const { regions } = useRegions(fields.nation_id, countries);
  const { busy, submit } = useSubmitGuard();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateEdit(fields);
    if (message) {
      window.alert(message);
      showError(editErrorField(fields, message), message);
      return;
    }
    void submit(async () => {
      const res = await dealerCall(() =>
        saveInfo({
          shop_name: fields.shop_name.trim(),
          mobile: fields.mobile.trim(),
          nation_id: fields.nation_id,
          city_id: fields.city_id,
          desc: fields.desc.trim(),
          shop_image: fields.shop_image,
          lat: (fields.lat ?? '').trim(),
          lng: (fields.lng ?? '').trim(),
        }),
      );
      if (!res) return;
      if (res.msg) window.alert(res.msg);
      if (res.code === 1) void navigate('/DealerPortal');
    });
  };

  return (
    <form className={`${formStyles.form} ${formStyles.panel} ${styles.editForm}`} onSubmit={onSubmit} noValidate aria-label="Edit information">
      <div className={formStyles.grid}>
        <TextField label="Dealer name" requiredMark maxLength={100} {...bind('shop_name')} />
        <TextField label="Telephone" requiredMark type="tel" maxLength={100} {...bind('mobile')} />
        <SelectField
          label="Country"
          requiredMark
          placeholder="Select your country"
          options={placeOptions(countries)}
          {...bind('nation_id')}
          onChange={(e) => {
            const nation_id = e.target.value;
            // a new country also empties the region
            setField('nation_id', nation_id);
            setFields((f) => ({ ...f, city_id: '' }));
          }}
        />
        <SelectField label="Region" requiredMark placeholder="Select your region" options={placeOptions(regions)} {...bind('city_id')} />
        <TextField label="Latitude" inputMode="decimal" maxLength={30} hint="Optional, e.g. 52.5847: lets visitors find you with Near me" {...bind('lat')} />
        <TextField label="Longitude" inputMode="decimal" maxLength={30} hint="Optional, e.g. 13.2851" {...bind('lng')} />
        <TextAreaField label="Description" requiredMark className={formStyles.wide} maxLength={5000} {...bind('desc')} />
        <div className={formStyles.wide}>
          <ImageUpload
            id={bind('shop_image').id}
            error={bind('shop_image').error}
            previewUrl={preview}
            onUploaded={(path, url) => {
              setField('shop_image', path);
              setPreview(url);
            }}
            onRemove={() => {
              setFields((f) => ({ ...f, shop_image: '' }));
              setPreview(null);
            }}
          />
        </div>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
        <Button to="/DealerPortal" variant="ghost">
          Cancel
        </Button>
      </div>
    </form>
  );
}

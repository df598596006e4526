/**
 * /RegisterInstallation: the catalogue's films and the shop's rolls, then the form. Dealer only
 * (src/features/dealer/use-dealer-live.ts asks to log in first); the API down → the client's toast
 * and the inline Try again (docs/product/errors.md#failed-page-loads).
 */
import * as React from 'react';
import type { RegistrationProduct, Roll } from '../../../contract/registrations';
import { getRegistrationProducts, getRolls } from '../../services/registrations';
import { Loading } from '../../components/ui/loading';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, useLive, type LiveState } from '../forms/live-state';
import { dealerCall } from '../dealer/use-dealer-live';
import { RegistrationForm } from './registration-form';

interface Catalogue {
  products: RegistrationProduct[];
  rolls: Roll[];
}

export function RegisterInstallation(): JSX.Element {
  const { state, retry } = useLive<Catalogue>(async (): Promise<LiveState<Catalogue>> => {
    const products = await dealerCall(getRegistrationProducts);
    if (!products) return { status: 'loading' };
    if (products.code !== 1 || !products.data) return { status: 'refused', msg: products.msg };
    const rolls = await dealerCall(getRolls);
    if (!rolls) return { status: 'loading' };
    if (rolls.code !== 1 || !rolls.data) return { status: 'refused', msg: rolls.msg };
    return { status: 'ready', data: { products: products.data, rolls: rolls.data } };
  }, []);

  if (state.status === 'loading') return <Loading label="Loading the films and your rolls…" />;
  if (state.status === 'failed')
    return (
      <LoadError
        title="The registration form could not be loaded"
        message="Check your connection and try again. A draft you started on this device is kept."
        onRetry={retry}
      />
    );
  if (state.status === 'refused') return <EmptyState title="The registration form could not be loaded" description={state.msg} />;
  return <RegistrationForm products={state.data.products} rolls={state.data.rolls} />;
}
